import { type Language } from '@dating/contracts';
import { type MailMessage } from './mailer';

/** What one mail says, in the recipient's language; the layout adds the rest. */
export interface MailContent {
  subject: string;
  /** The first line, e.g. "Hello Anna,". */
  greeting?: string;
  paragraphs: string[];
  /** What the mail leads to, each a button (a line with its address in the text part). */
  links?: { href: string; label: string }[];
}

export const brand: Record<Language, string> = {
  en: 'Thai Norwegian Dating',
  th: 'หาคู่ไทย–นอร์เวย์',
  no: 'Thai-norsk dating',
};

const turnOff: Record<Language, string> = {
  en: "Don't want these e-mails? Turn them off:",
  th: 'ไม่ต้องการรับอีเมลเหล่านี้? ปิดได้ที่:',
  no: 'Vil du ikke ha disse e-postene? Slå dem av:',
};

/** Text made safe inside HTML, attribute values included. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

export interface MailFooter {
  /** One line for the plain-text part. */
  text: string;
  /** One paragraph for the HTML part, the address a link. */
  html: string;
}

/**
 * The last line of every mail a member can turn off (issue 16), in their language, with the
 * one-click unsubscribe address (contracts' unsubscribeUrl).
 */
export function unsubscribeFooter(lang: Language, url: string): MailFooter {
  const href = escapeHtml(url);
  return {
    text: `${turnOff[lang]} ${url}`,
    html: `<p style="font-size:12px;color:#666">${escapeHtml(turnOff[lang])} <a href="${href}">${href}</a></p>`,
  };
}

const buttonStyle =
  'display:inline-block;padding:10px 18px;background:#c2185b;color:#fff;border-radius:6px;text-decoration:none';

/**
 * Every mail of the portal: the subject with the brand, a plain-text part and simple HTML with
 * the same words and links, the brand, and for a kind of mail the member can turn off the footer
 * line and List-Unsubscribe.
 */
export function layoutMail(
  lang: Language,
  to: string,
  content: MailContent,
  unsubscribeUrl?: string,
): MailMessage {
  const { subject, greeting, paragraphs, links = [] } = content;
  const lines = [...(greeting ? [greeting] : []), ...paragraphs];
  const footer = unsubscribeUrl ? unsubscribeFooter(lang, unsubscribeUrl) : null;
  const text = [...lines, ...links.map(({ href, label }) => `${label}: ${href}`), brand[lang]];
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...links.map(
      ({ href, label }) =>
        `<p><a href="${escapeHtml(href)}" style="${buttonStyle}">${escapeHtml(label)}</a></p>`,
    ),
    `<p>${escapeHtml(brand[lang])}</p>`,
  ];
  return {
    to,
    subject: `${subject} – ${brand[lang]}`,
    text: [...text, ...(footer ? [footer.text] : [])].join('\n\n') + '\n',
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
${[...html, ...(footer ? [footer.html] : [])].join('\n')}
</body></html>
`,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  };
}
