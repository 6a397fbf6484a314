import { type Language } from '@dating/contracts';
import { defineMailTemplate } from '@dating/server';
import { z } from 'zod';

/** What happened to a member's purchase or membership, for its e-mail. */
const memberNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('approved'),
    packageName: z.string(),
    start: z.coerce.date(),
    end: z.coerce.date(),
  }),
  z.object({ kind: z.literal('rejected'), packageName: z.string(), reason: z.string() }),
  z.object({ kind: z.literal('endsSoon'), end: z.coerce.date() }),
  z.object({ kind: z.literal('expired'), end: z.coerce.date() }),
]);
export type MemberNotice = z.output<typeof memberNoticeSchema>;

interface Wording {
  subject: string;
  lines: string[];
}

interface MailTexts {
  locale: string;
  timeZone: string;
  greeting: (name: string) => string;
  button: string;
  approved: (packageName: string, start: string, end: string) => Wording;
  rejected: (packageName: string, reason: string) => Wording;
  endsSoon: (end: string) => Wording;
  expired: (end: string) => Wording;
}

/** The e-mails in the language the member ordered in; dates in the member's likely zone. */
const texts: Record<Language, MailTexts> = {
  en: {
    locale: 'en-GB',
    timeZone: 'Asia/Bangkok',
    greeting: (name) => `Hello ${name},`,
    button: 'See your subscription',
    approved: (packageName, start, end) => ({
      subject: 'Your subscription is active',
      lines: [
        `Your payment for ${packageName} has been approved. Your subscription is active from ${start} until ${end}.`,
        'It does not renew by itself: you can subscribe again once it has expired.',
      ],
    }),
    rejected: (packageName, reason) => ({
      subject: 'Your payment could not be approved',
      lines: [
        `We could not approve your payment for ${packageName}.`,
        `Reason: ${reason}`,
        'Please attach a new receipt on your subscription page.',
      ],
    }),
    endsSoon: (end) => ({
      subject: 'Your subscription ends in 3 days',
      lines: [
        `Your subscription ends on ${end}.`,
        'It does not renew by itself: to keep seeing contact details, subscribe again once it has expired.',
      ],
    }),
    expired: (end) => ({
      subject: 'Your subscription has expired',
      lines: [
        `Your subscription expired on ${end}.`,
        'You can subscribe again on your subscription page.',
      ],
    }),
  },
  th: {
    locale: 'th-TH',
    timeZone: 'Asia/Bangkok',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    button: 'ดูการสมัครสมาชิกของคุณ',
    approved: (packageName, start, end) => ({
      subject: 'การสมัครสมาชิกของคุณเปิดใช้งานแล้ว',
      lines: [
        `การชำระเงินสำหรับแพ็กเกจ ${packageName} ได้รับการอนุมัติแล้ว สมาชิกของคุณใช้งานได้ตั้งแต่ ${start} ถึง ${end}`,
        'สมาชิกจะไม่ต่ออายุอัตโนมัติ คุณสามารถสมัครใหม่ได้เมื่อหมดอายุแล้ว',
      ],
    }),
    rejected: (packageName, reason) => ({
      subject: 'ไม่สามารถอนุมัติการชำระเงินของคุณได้',
      lines: [
        `เราไม่สามารถอนุมัติการชำระเงินสำหรับแพ็กเกจ ${packageName} ได้`,
        `เหตุผล: ${reason}`,
        'กรุณาแนบใบเสร็จใหม่ในหน้าการสมัครสมาชิกของคุณ',
      ],
    }),
    endsSoon: (end) => ({
      subject: 'การสมัครสมาชิกของคุณจะหมดอายุในอีก 3 วัน',
      lines: [
        `การสมัครสมาชิกของคุณจะหมดอายุในวันที่ ${end}`,
        'สมาชิกจะไม่ต่ออายุอัตโนมัติ หากต้องการดูข้อมูลติดต่อต่อไป คุณสามารถสมัครใหม่ได้เมื่อหมดอายุแล้ว',
      ],
    }),
    expired: (end) => ({
      subject: 'การสมัครสมาชิกของคุณหมดอายุแล้ว',
      lines: [`การสมัครสมาชิกของคุณหมดอายุเมื่อ ${end}`, 'คุณสามารถสมัครใหม่ได้ที่หน้าการสมัครสมาชิกของคุณ'],
    }),
  },
  no: {
    locale: 'nb-NO',
    timeZone: 'Europe/Oslo',
    greeting: (name) => `Hei ${name},`,
    button: 'Se abonnementet ditt',
    approved: (packageName, start, end) => ({
      subject: 'Abonnementet ditt er aktivt',
      lines: [
        `Betalingen din for ${packageName} er godkjent. Abonnementet ditt er aktivt fra ${start} til ${end}.`,
        'Det fornyes ikke av seg selv: du kan abonnere på nytt når det har utløpt.',
      ],
    }),
    rejected: (packageName, reason) => ({
      subject: 'Betalingen din kunne ikke godkjennes',
      lines: [
        `Vi kunne ikke godkjenne betalingen din for ${packageName}.`,
        `Begrunnelse: ${reason}`,
        'Legg ved en ny kvittering på abonnementssiden din.',
      ],
    }),
    endsSoon: (end) => ({
      subject: 'Abonnementet ditt utløper om 3 dager',
      lines: [
        `Abonnementet ditt utløper ${end}.`,
        'Det fornyes ikke av seg selv: for å fortsatt se kontaktopplysninger kan du abonnere på nytt når det har utløpt.',
      ],
    }),
    expired: (end) => ({
      subject: 'Abonnementet ditt har utløpt',
      lines: [
        `Abonnementet ditt utløp ${end}.`,
        'Du kan abonnere på nytt på abonnementssiden din.',
      ],
    }),
  },
};

function wordingOf(t: MailTexts, notice: MemberNotice): Wording {
  const date = (value: Date) =>
    new Intl.DateTimeFormat(t.locale, {
      timeZone: t.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(value);
  switch (notice.kind) {
    case 'approved':
      return t.approved(notice.packageName, date(notice.start), date(notice.end));
    case 'rejected':
      return t.rejected(notice.packageName, notice.reason);
    case 'endsSoon':
      return t.endsSoon(date(notice.end));
    case 'expired':
      return t.expired(date(notice.end));
  }
}

/** The member's e-mail about their subscription, in the language they ordered in. */
export const subscriptionMail = defineMailTemplate(
  'billing.subscription',
  memberNoticeSchema,
  (notice, { lang, recipientName, portalUrl }) => {
    const t = texts[lang];
    const { subject, lines } = wordingOf(t, notice);
    return {
      subject,
      greeting: t.greeting(recipientName ?? ''),
      paragraphs: lines,
      links: [{ href: `${portalUrl}/my-package`, label: t.button }],
    };
  },
);
