import { z } from 'zod';
import { type Language } from '@dating/contracts';
import { defineMailTemplate, type MailContent } from '@dating/server';

interface MailTexts {
  greeting: (name: string) => string;
  match: {
    subject: string;
    line: (otherName: string | null) => string;
    button: string;
  };
  digest: {
    /** What the digest holds: new messages, new interest, or both. */
    subject: Record<'messages' | 'interest' | 'both', string>;
    messages: (count: number, from: string) => string;
    interests: (count: number, from: string) => string;
    messagesButton: string;
    interestsButton: string;
  };
  warning: {
    subject: string;
    reason: (reason: string) => string;
    closing: string;
    button: string;
  };
}

/** Names shown in a digest line; the rest are counted. */
const namesShown = 5;

/** "Name, Name +2" style list after a count, or nothing when nobody is named. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, namesShown).join(', ');
  const rest = names.length - namesShown;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

const texts: Record<Language, MailTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    match: {
      subject: 'You have a new match',
      line: (otherName) =>
        otherName === null
          ? 'A member you showed interest in is interested in you too: you are a match.'
          : `${otherName} is interested in you too: you are a match.`,
      button: 'See your matches',
    },
    digest: {
      subject: {
        messages: 'New messages for you',
        interest: 'New interest in you',
        both: 'New messages and interest for you',
      },
      messages: (count, from) =>
        `You have ${count} new ${count === 1 ? 'message' : 'messages'}${from ? ` from ${from}` : ''}.`,
      interests: (count, from) =>
        `${count} ${count === 1 ? 'member has' : 'members have'} shown interest in you${from ? `: ${from}` : ''}.`,
      messagesButton: 'Read your messages',
      interestsButton: 'See who is interested',
    },
    warning: {
      subject: 'A warning from our moderators',
      reason: (reason) => `The reason: ${reason}`,
      closing: 'Please read our safe-dating guidelines. Contact us if you think this is a mistake.',
      button: 'Open the portal',
    },
  },
  th: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    match: {
      subject: 'คุณมีคู่แมตช์ใหม่',
      line: (otherName) =>
        otherName === null
          ? 'สมาชิกที่คุณสนใจก็สนใจคุณเช่นกัน คุณทั้งสองแมตช์กันแล้ว'
          : `${otherName} สนใจคุณเช่นกัน คุณทั้งสองแมตช์กันแล้ว`,
      button: 'ดูคู่แมตช์ของคุณ',
    },
    digest: {
      subject: {
        messages: 'ข้อความใหม่สำหรับคุณ',
        interest: 'มีคนสนใจคุณ',
        both: 'ข้อความและความสนใจใหม่สำหรับคุณ',
      },
      messages: (count, from) => `คุณมีข้อความใหม่ ${count} ข้อความ${from ? ` จาก ${from}` : ''}`,
      interests: (count, from) => `มีสมาชิก ${count} คนสนใจคุณ${from ? `: ${from}` : ''}`,
      messagesButton: 'อ่านข้อความของคุณ',
      interestsButton: 'ดูว่าใครสนใจคุณ',
    },
    warning: {
      subject: 'คำเตือนจากทีมดูแลชุมชน',
      reason: (reason) => `เหตุผล: ${reason}`,
      closing: 'โปรดอ่านแนวทางการหาคู่อย่างปลอดภัยของเรา ติดต่อเราหากคุณคิดว่านี่เป็นความผิดพลาด',
      button: 'เปิดเว็บไซต์',
    },
  },
  no: {
    greeting: (name) => `Hei ${name},`,
    match: {
      subject: 'Du har en ny match',
      line: (otherName) =>
        otherName === null
          ? 'Et medlem du viste interesse for, er også interessert i deg: dere er en match.'
          : `${otherName} er også interessert i deg: dere er en match.`,
      button: 'Se matchene dine',
    },
    digest: {
      subject: {
        messages: 'Nye meldinger til deg',
        interest: 'Noen er interessert i deg',
        both: 'Nye meldinger og interesse til deg',
      },
      messages: (count, from) =>
        `Du har ${count} ${count === 1 ? 'ny melding' : 'nye meldinger'}${from ? ` fra ${from}` : ''}.`,
      interests: (count, from) =>
        `${count} ${count === 1 ? 'medlem har' : 'medlemmer har'} vist interesse for deg${from ? `: ${from}` : ''}.`,
      messagesButton: 'Les meldingene dine',
      interestsButton: 'Se hvem som er interessert',
    },
    warning: {
      subject: 'En advarsel fra moderatorene våre',
      reason: (reason) => `Begrunnelse: ${reason}`,
      closing:
        'Les gjerne retningslinjene våre for trygg dating. Kontakt oss hvis du mener dette er en feil.',
      button: 'Åpne portalen',
    },
  },
};

const memberId = z.number().int().positive();

/** The mail that tells a member someone matched with them, linking to their matches. */
export const matchMail = defineMailTemplate(
  'interest.match',
  z.object({ otherUserId: memberId }),
  ({ otherUserId }, { lang, recipientName, names, portalUrl }): MailContent => {
    const t = texts[lang];
    return {
      subject: t.match.subject,
      ...(recipientName === undefined ? {} : { greeting: t.greeting(recipientName) }),
      paragraphs: [t.match.line(names.get(otherUserId) ?? null)],
      links: [{ href: `${portalUrl}/matching`, label: t.match.button }],
    };
  },
);

/** One mail with the member's new messages and interest, linking to each list. */
export const digestMail = defineMailTemplate(
  'interest.digest',
  z.object({
    messages: z.number().int().nonnegative(),
    messagesFrom: z.array(memberId),
    interests: z.number().int().nonnegative(),
    interestsFrom: z.array(memberId),
  }),
  (digest, { lang, recipientName, names, portalUrl }): MailContent => {
    const t = texts[lang];
    // Members without a profile name go unnamed; two of one name are named once.
    const named = (ids: readonly number[]) =>
      namesOf([...new Set(ids.flatMap((id) => names.get(id) ?? []))]);
    const lines: string[] = [];
    const links: { href: string; label: string }[] = [];
    if (digest.messages > 0) {
      lines.push(t.digest.messages(digest.messages, named(digest.messagesFrom)));
      links.push({ href: `${portalUrl}/messages`, label: t.digest.messagesButton });
    }
    if (digest.interests > 0) {
      lines.push(t.digest.interests(digest.interests, named(digest.interestsFrom)));
      links.push({ href: `${portalUrl}/interest-me`, label: t.digest.interestsButton });
    }
    const holds =
      digest.messages > 0 && digest.interests > 0
        ? 'both'
        : digest.messages > 0
          ? 'messages'
          : 'interest';
    return {
      subject: t.digest.subject[holds],
      ...(recipientName === undefined ? {} : { greeting: t.greeting(recipientName) }),
      paragraphs: lines,
      links,
    };
  },
);

/** A moderator's warning with its reason; the member may turn warnings off. */
export const warningMail = defineMailTemplate(
  'interest.warning',
  z.object({ reason: z.string() }),
  ({ reason }, { lang, recipientName, portalUrl }): MailContent => {
    const t = texts[lang];
    return {
      subject: t.warning.subject,
      ...(recipientName === undefined ? {} : { greeting: t.greeting(recipientName) }),
      paragraphs: [t.warning.reason(reason), t.warning.closing],
      links: [{ href: portalUrl, label: t.warning.button }],
    };
  },
);
