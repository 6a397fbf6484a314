import { type Language } from '@dating/contracts';
import { escapeHtml, unsubscribeFooter, type MailMessage } from '@dating/server';

export const brand: Record<Language, string> = {
  en: 'Thai Norwegian Dating',
  th: 'หาคู่ไทย–นอร์เวย์',
  no: 'Thai-norsk dating',
};

export interface MailContent {
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  /** For a kind of mail the member can turn off: the footer line and List-Unsubscribe. */
  unsubscribeUrl?: string;
}

/** svc-auth's notices: plain text and simple HTML with the same words (and link, if any). */
export function noticeMail(lang: Language, to: string, content: MailContent): MailMessage {
  const { subject, paragraphs, link, unsubscribeUrl } = content;
  const textLink = link ? [link.href] : [];
  const htmlLink = link ? [`<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`] : [];
  const footer = unsubscribeUrl ? unsubscribeFooter(lang, unsubscribeUrl) : null;
  const htmlParts = [...paragraphs.map(escapeHtml), ...htmlLink, escapeHtml(brand[lang])];
  return {
    to,
    subject: `${subject} – ${brand[lang]}`,
    text:
      [...paragraphs, ...textLink, brand[lang], ...(footer ? [footer.text] : [])].join('\n\n') +
      '\n',
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
${[...htmlParts.map((part) => `<p>${part}</p>`), ...(footer ? [footer.html] : [])].join('\n')}
</body></html>
`,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  };
}
