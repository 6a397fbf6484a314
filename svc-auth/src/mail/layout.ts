import { type Language } from '@dating/contracts';
import { type MailMessage } from '@dating/server';

export const brand: Record<Language, string> = {
  en: 'Thai Norwegian Dating',
  th: 'หาคู่ไทย–นอร์เวย์',
  no: 'Thai-norsk dating',
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

export interface MailContent {
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
}

/** svc-auth's notices: plain text and simple HTML with the same words (and link, if any). */
export function noticeMail(lang: Language, to: string, content: MailContent): MailMessage {
  const { subject, paragraphs, link } = content;
  const textLink = link ? [link.href] : [];
  const htmlLink = link ? [`<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`] : [];
  return {
    to,
    subject: `${subject} – ${brand[lang]}`,
    text: [...paragraphs, ...textLink, brand[lang]].join('\n\n') + '\n',
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
${[...paragraphs.map(escapeHtml), ...htmlLink, escapeHtml(brand[lang])].map((part) => `<p>${part}</p>`).join('\n')}
</body></html>
`,
  };
}
