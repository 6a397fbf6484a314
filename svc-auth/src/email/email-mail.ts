import { type Language } from '@dating/contracts';
import { type MailMessage } from '@dating/server';
import { noticeMail } from '../mail/layout';

/** The confirmation link: after registration (`change` false) or for a new address. */
export function confirmationMail(
  lang: Language,
  to: string,
  details: { username: string; link: string; validHours: number; change: boolean },
): MailMessage {
  const { username, link, validHours, change } = details;
  const content = {
    en: {
      subject: change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
      paragraphs: [
        `Hello ${username},`,
        change
          ? 'You asked to use this address for your account. Open this link to confirm it; until then you keep logging in with your old address.'
          : 'Welcome! Open this link to confirm your e-mail address. Then you can show interest in members and buy a membership.',
        `The link works once, for ${validHours} hours. If you did not ask for this, ignore this e-mail.`,
      ],
      link: { href: link, label: 'Confirm my e-mail address' },
    },
    th: {
      subject: change ? 'ยืนยันอีเมลใหม่ของคุณ' : 'ยืนยันอีเมลของคุณ',
      paragraphs: [
        `สวัสดีคุณ ${username}`,
        change
          ? 'คุณขอใช้อีเมลนี้กับบัญชีของคุณ เปิดลิงก์นี้เพื่อยืนยัน ระหว่างนี้คุณยังเข้าสู่ระบบด้วยอีเมลเดิม'
          : 'ยินดีต้อนรับ! เปิดลิงก์นี้เพื่อยืนยันอีเมลของคุณ จากนั้นคุณจะแสดงความสนใจสมาชิกและซื้อแพ็กเกจสมาชิกได้',
        `ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน ${validHours} ชั่วโมง หากคุณไม่ได้ส่งคำขอนี้ ไม่ต้องทำอะไร`,
      ],
      link: { href: link, label: 'ยืนยันอีเมลของฉัน' },
    },
    no: {
      subject: change ? 'Bekreft den nye e-postadressen din' : 'Bekreft e-postadressen din',
      paragraphs: [
        `Hei ${username},`,
        change
          ? 'Du ba om å bruke denne adressen for kontoen din. Åpne lenken for å bekrefte den; til da logger du inn med den gamle adressen.'
          : 'Velkommen! Åpne lenken for å bekrefte e-postadressen din. Da kan du vise interesse for medlemmer og kjøpe medlemskap.',
        `Lenken kan brukes én gang og virker i ${validHours} timer. Hvis du ikke ba om dette, kan du se bort fra denne e-posten.`,
      ],
      link: { href: link, label: 'Bekreft e-postadressen min' },
    },
  }[lang];
  return noticeMail(lang, to, content);
}

/** To the old address once a new one is confirmed. */
export function emailChangedMail(
  lang: Language,
  to: string,
  details: { username: string; newEmail: string; loginLink: string },
): MailMessage {
  const { username, newEmail, loginLink } = details;
  const content = {
    en: {
      subject: 'Your e-mail address was changed',
      paragraphs: [
        `Hello ${username},`,
        `The e-mail address of your account is now ${newEmail}. This address is no longer used for it.`,
        'If you did not do this, reset your password with "Forgot password?" on the login page and contact us.',
      ],
      link: { href: loginLink, label: 'Go to the login page' },
    },
    th: {
      subject: 'อีเมลของบัญชีคุณถูกเปลี่ยนแล้ว',
      paragraphs: [
        `สวัสดีคุณ ${username}`,
        `อีเมลของบัญชีคุณตอนนี้คือ ${newEmail} และจะไม่ใช้อีเมลนี้กับบัญชีอีกต่อไป`,
        'หากคุณไม่ได้ทำรายการนี้ กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ และติดต่อเรา',
      ],
      link: { href: loginLink, label: 'ไปที่หน้าเข้าสู่ระบบ' },
    },
    no: {
      subject: 'E-postadressen din ble endret',
      paragraphs: [
        `Hei ${username},`,
        `E-postadressen til kontoen din er nå ${newEmail}. Denne adressen brukes ikke lenger for den.`,
        'Hvis det ikke var deg, tilbakestill passordet med «Glemt passord?» på innloggingssiden og kontakt oss.',
      ],
      link: { href: loginLink, label: 'Gå til innloggingssiden' },
    },
  }[lang];
  return noticeMail(lang, to, content);
}
