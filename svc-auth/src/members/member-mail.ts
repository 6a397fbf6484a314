import { type Language, type MemberMailInput } from '@dating/contracts';
import { type MailMessage } from '@dating/server';
import { noticeMail } from '../mail/layout';

type Kind = MemberMailInput['kind'];

const subjects: Record<Kind, Record<Language, string>> = {
  warning: {
    en: 'A warning from our moderators',
    th: 'คำเตือนจากทีมดูแลชุมชน',
    no: 'En advarsel fra moderatorene våre',
  },
  'photo-removed': {
    en: 'A photo of yours was removed',
    th: 'รูปภาพของคุณถูกลบ',
    no: 'Et bilde av deg ble fjernet',
  },
  'verification-rejected': {
    en: 'Your verification was not approved',
    th: 'การยืนยันตัวตนของคุณไม่ผ่านการอนุมัติ',
    no: 'Verifiseringen din ble ikke godkjent',
  },
};

const reasonLine: Record<Language, (reason: string) => string> = {
  en: (reason) => `The reason: ${reason}`,
  th: (reason) => `เหตุผล: ${reason}`,
  no: (reason) => `Begrunnelse: ${reason}`,
};

const closing: Record<Language, string> = {
  en: 'Please read our safe-dating guidelines. Contact us if you think this is a mistake.',
  th: 'โปรดอ่านแนวทางการหาคู่อย่างปลอดภัยของเรา ติดต่อเราหากคุณคิดว่านี่เป็นความผิดพลาด',
  no: 'Les gjerne retningslinjene våre for trygg dating. Kontakt oss hvis du mener dette er en feil.',
};

const greeting: Record<Language, (username: string) => string> = {
  en: (username) => `Hello ${username},`,
  th: (username) => `สวัสดีคุณ ${username}`,
  no: (username) => `Hei ${username},`,
};

const brandLinkLabel: Record<Language, string> = {
  en: 'Open the portal',
  th: 'เปิดเว็บไซต์',
  no: 'Åpne portalen',
};

/**
 * What a moderator's decision tells the member, in their language; a warning, which the member
 * may turn off, carries its unsubscribe link.
 */
export function memberMail(
  lang: Language,
  to: string,
  details: { username: string; kind: Kind; reason: string; link: string; unsubscribeUrl?: string },
): MailMessage {
  return noticeMail(lang, to, {
    subject: subjects[details.kind][lang],
    paragraphs: [greeting[lang](details.username), reasonLine[lang](details.reason), closing[lang]],
    link: { href: details.link, label: brandLinkLabel[lang] },
    ...(details.unsubscribeUrl ? { unsubscribeUrl: details.unsubscribeUrl } : {}),
  });
}
