import { type Language } from '@dating/contracts';

/** Text made safe inside HTML, attribute values included. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

const turnOff: Record<Language, string> = {
  en: "Don't want these e-mails? Turn them off:",
  th: 'ไม่ต้องการรับอีเมลเหล่านี้? ปิดได้ที่:',
  no: 'Vil du ikke ha disse e-postene? Slå dem av:',
};

export interface MailFooter {
  /** One line for the plain-text part. */
  text: string;
  /** One paragraph for the HTML part, the address a link. */
  html: string;
}

/**
 * The last line of every mail a member can turn off (issue 16), in their language, with the
 * one-click unsubscribe address (contracts' unsubscribeUrl). Send the same address as the
 * message's `unsubscribeUrl` so mail programs offer it too.
 */
export function unsubscribeFooter(lang: Language, url: string): MailFooter {
  const href = escapeHtml(url);
  return {
    text: `${turnOff[lang]} ${url}`,
    html: `<p style="font-size:12px;color:#666">${escapeHtml(turnOff[lang])} <a href="${href}">${href}</a></p>`,
  };
}
