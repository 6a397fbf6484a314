import { type Language } from '@dating/contracts';
import { escapeHtml, unsubscribeFooter, type MailMessage } from '@dating/server';
import { type Digest } from './mail-rules';

/** Who a mail goes to: their address, language, name to greet and the link that stops it. */
export interface Addressee {
  email: string;
  lang: Language;
  name: string;
  unsubscribeUrl: string;
}

interface MailTexts {
  brand: string;
  greeting: (name: string) => string;
  match: {
    subject: string;
    line: (otherName: string | null) => string;
    button: string;
  };
  digest: {
    subject: string;
    messages: (count: number, from: string) => string;
    interests: (count: number, from: string) => string;
    messagesButton: string;
    interestsButton: string;
  };
}

/** Names shown in a digest line; the rest are counted. */
const namesShown = 5;

/** ", Name, Name +2" style list after a count, or nothing when nobody is named. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, namesShown).join(', ');
  const rest = names.length - namesShown;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

const texts: Record<Language, MailTexts> = {
  en: {
    brand: 'Thai Norwegian Dating',
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
      subject: 'New messages and interest for you',
      messages: (count, from) =>
        `You have ${count} new ${count === 1 ? 'message' : 'messages'}${from ? ` from ${from}` : ''}.`,
      interests: (count, from) =>
        `${count} ${count === 1 ? 'member has' : 'members have'} shown interest in you${from ? `: ${from}` : ''}.`,
      messagesButton: 'Read your messages',
      interestsButton: 'See who is interested',
    },
  },
  th: {
    brand: 'หาคู่ไทย–นอร์เวย์',
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
      subject: 'ข้อความและความสนใจใหม่สำหรับคุณ',
      messages: (count, from) => `คุณมีข้อความใหม่ ${count} ข้อความ${from ? ` จาก ${from}` : ''}`,
      interests: (count, from) => `มีสมาชิก ${count} คนสนใจคุณ${from ? `: ${from}` : ''}`,
      messagesButton: 'อ่านข้อความของคุณ',
      interestsButton: 'ดูว่าใครสนใจคุณ',
    },
  },
  no: {
    brand: 'Thai-norsk dating',
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
      subject: 'Nye meldinger og interesse til deg',
      messages: (count, from) =>
        `Du har ${count} ${count === 1 ? 'ny melding' : 'nye meldinger'}${from ? ` fra ${from}` : ''}.`,
      interests: (count, from) =>
        `${count} ${count === 1 ? 'medlem har' : 'medlemmer har'} vist interesse for deg${from ? `: ${from}` : ''}.`,
      messagesButton: 'Les meldingene dine',
      interestsButton: 'Se hvem som er interessert',
    },
  },
};

interface Button {
  label: string;
  url: string;
}

/** Plain text and simple HTML with the same words and links, and the unsubscribe footer. */
function letter(
  to: Addressee,
  subject: string,
  lines: readonly string[],
  buttons: readonly Button[],
): MailMessage {
  const t = texts[to.lang];
  const greeting = t.greeting(to.name);
  const footer = unsubscribeFooter(to.lang, to.unsubscribeUrl);
  const text = [
    greeting,
    ...lines,
    ...buttons.map((button) => `${button.label}: ${button.url}`),
    t.brand,
    footer.text,
  ].join('\n\n');
  const buttonHtml = (button: Button) =>
    `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:10px 18px;background:#c2185b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>`;
  return {
    to: to.email,
    subject: `${subject} – ${t.brand}`,
    text: `${text}\n`,
    html: `<!doctype html>
<html lang="${to.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${buttons.map(buttonHtml).join('\n')}
<p>${escapeHtml(t.brand)}</p>
${footer.html}
</body></html>
`,
    unsubscribeUrl: to.unsubscribeUrl,
  };
}

/** The mail that tells a member someone matched with them, linking to their matches. */
export function matchMail(to: Addressee, otherName: string | null, portalUrl: string): MailMessage {
  const t = texts[to.lang].match;
  return letter(
    to,
    t.subject,
    [t.line(otherName)],
    [{ label: t.button, url: `${portalUrl}/matching` }],
  );
}

/** One mail with the member's new messages and interest, linking to each list. */
export function digestMail(to: Addressee, digest: Digest, portalUrl: string): MailMessage {
  const t = texts[to.lang].digest;
  const lines: string[] = [];
  const buttons: Button[] = [];
  if (digest.messages > 0) {
    lines.push(t.messages(digest.messages, namesOf(digest.messagesFrom)));
    buttons.push({ label: t.messagesButton, url: `${portalUrl}/messages` });
  }
  if (digest.interests > 0) {
    lines.push(t.interests(digest.interests, namesOf(digest.interestsFrom)));
    buttons.push({ label: t.interestsButton, url: `${portalUrl}/interest-me` });
  }
  return letter(to, t.subject, lines, buttons);
}
