import { z } from 'zod';
import { type Language } from '@dating/contracts';
import { defineMailTemplate, type LetterContext, type MailContent } from '@dating/server';

/** What a moderator refused: the mail's subject; the rest is worded alike. */
type Refusal = 'photoRemoved' | 'verificationRejected';

interface MailTexts {
  greeting: (name: string) => string;
  subjects: Record<Refusal, string>;
  reason: (reason: string) => string;
  closing: string;
  button: string;
}

const texts: Record<Language, MailTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subjects: {
      photoRemoved: 'A photo of yours was removed',
      verificationRejected: 'Your verification was not approved',
    },
    reason: (reason) => `The reason: ${reason}`,
    closing: 'Please read our safe-dating guidelines. Contact us if you think this is a mistake.',
    button: 'Open the portal',
  },
  th: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    subjects: {
      photoRemoved: 'รูปภาพของคุณถูกลบ',
      verificationRejected: 'การยืนยันตัวตนของคุณไม่ผ่านการอนุมัติ',
    },
    reason: (reason) => `เหตุผล: ${reason}`,
    closing: 'โปรดอ่านแนวทางการหาคู่อย่างปลอดภัยของเรา ติดต่อเราหากคุณคิดว่านี่เป็นความผิดพลาด',
    button: 'เปิดเว็บไซต์',
  },
  no: {
    greeting: (name) => `Hei ${name},`,
    subjects: {
      photoRemoved: 'Et bilde av deg ble fjernet',
      verificationRejected: 'Verifiseringen din ble ikke godkjent',
    },
    reason: (reason) => `Begrunnelse: ${reason}`,
    closing:
      'Les gjerne retningslinjene våre for trygg dating. Kontakt oss hvis du mener dette er en feil.',
    button: 'Åpne portalen',
  },
};

const refusalSchema = z.object({ reason: z.string() });

/** A moderator's refusal, with its reason, in the member's language. */
const refusalMail =
  (refusal: Refusal) =>
  (
    { reason }: { reason: string },
    { lang, recipientName, portalUrl }: LetterContext,
  ): MailContent => {
    const t = texts[lang];
    return {
      subject: t.subjects[refusal],
      ...(recipientName === undefined ? {} : { greeting: t.greeting(recipientName) }),
      paragraphs: [t.reason(reason), t.closing],
      links: [{ href: portalUrl, label: t.button }],
    };
  };

/** Why an admin removed a member's photo (a service mail: it cannot be turned off). */
export const photoRemovedMail = defineMailTemplate(
  'profile.photo-removed',
  refusalSchema,
  refusalMail('photoRemoved'),
);

/** Why an admin did not approve a member's verification (a service mail). */
export const verificationRejectedMail = defineMailTemplate(
  'profile.verification-rejected',
  refusalSchema,
  refusalMail('verificationRejected'),
);

/** Every mail svc-profile writes into its outbox, for the relay (MAIL_TEMPLATES). */
export const profileMailTemplates = [photoRemovedMail, verificationRejectedMail];
