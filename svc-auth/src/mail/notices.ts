import { type Language } from '@dating/contracts';
import { type MailMessage } from '@dating/server';
import { noticeMail } from './layout';

const minutesText = (lang: Language, minutes: number): string => {
  if (minutes % 60 !== 0)
    return { en: `${minutes} minutes`, th: `${minutes} นาที`, no: `${minutes} minutter` }[lang];
  const hours = minutes / 60;
  return {
    en: hours === 1 ? '1 hour' : `${hours} hours`,
    th: `${hours} ชั่วโมง`,
    no: hours === 1 ? '1 time' : `${hours} timer`,
  }[lang];
};

/**
 * Sent once per lock: someone kept guessing the member's password. Its link lifts the lock once
 * (throttle/unlock-link.ts), so a stranger who knows the username cannot keep the member out.
 */
export function lockedMail(
  lang: Language,
  to: string,
  details: { username: string; lockedMinutes: number; forgotLink: string; unlockLink: string },
): MailMessage {
  const span = minutesText(lang, details.lockedMinutes);
  const content = {
    en: {
      subject: 'Your account was locked after wrong passwords',
      paragraphs: [
        `Hello ${details.username},`,
        `Someone typed a wrong password for your account several times, so logging in is locked for ${span}, even with the right password.`,
        'If it was you, open the link below: it lifts the lock at once (it works once, while the lock lasts). A device you logged in from before also gets in with the right password.',
        `If it was not you, your password has not been found: to be safe, choose a new one with "Forgot password?" on the login page (${details.forgotLink}), which also lifts the lock.`,
      ],
      link: { href: details.unlockLink, label: 'Unlock my account' },
    },
    th: {
      subject: 'บัญชีของคุณถูกล็อกเนื่องจากใส่รหัสผ่านผิด',
      paragraphs: [
        `สวัสดีคุณ ${details.username}`,
        `มีผู้ใส่รหัสผ่านของบัญชีคุณผิดหลายครั้ง จึงล็อกการเข้าสู่ระบบไว้ ${span} แม้จะใส่รหัสผ่านที่ถูกต้องก็ตาม`,
        'หากเป็นคุณ กรุณาเปิดลิงก์ด้านล่างเพื่อปลดล็อกทันที (ใช้ได้ครั้งเดียว ระหว่างที่ยังล็อกอยู่) อุปกรณ์ที่คุณเคยเข้าสู่ระบบไว้ก็เข้าสู่ระบบได้ด้วยรหัสผ่านที่ถูกต้อง',
        `หากไม่ใช่คุณ รหัสผ่านของคุณยังไม่ถูกค้นพบ เพื่อความปลอดภัย กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ (${details.forgotLink}) ซึ่งจะปลดล็อกบัญชีด้วย`,
      ],
      link: { href: details.unlockLink, label: 'ปลดล็อกบัญชีของฉัน' },
    },
    no: {
      subject: 'Kontoen din ble låst etter feil passord',
      paragraphs: [
        `Hei ${details.username},`,
        `Noen skrev feil passord for kontoen din flere ganger, så innlogging er låst i ${span}, også med riktig passord.`,
        'Hvis det var deg, åpne lenken nedenfor: den opphever låsen med en gang (den virker én gang, mens låsen varer). En enhet du har logget inn fra før, kommer også inn med riktig passord.',
        `Hvis det ikke var deg, er passordet ditt ikke funnet: velg likevel et nytt med «Glemt passord?» på innloggingssiden (${details.forgotLink}), som også opphever låsen.`,
      ],
      link: { href: details.unlockLink, label: 'Lås opp kontoen min' },
    },
  }[lang];
  return noticeMail(lang, to, content);
}

/** Sent instead of telling a registration that the e-mail address already has an account. */
export function alreadyRegisteredMail(
  lang: Language,
  to: string,
  details: { username: string; forgotLink: string },
): MailMessage {
  const content = {
    en: {
      subject: 'Someone tried to register with your e-mail address',
      paragraphs: [
        `Hello ${details.username},`,
        'Someone tried to create a new account with this e-mail address, which already belongs to your account. No new account was made.',
        'If it was you: your username is shown above. If you forgot your password, choose a new one with "Forgot password?" on the login page. If it was not you, you need not do anything.',
      ],
      link: { href: details.forgotLink, label: 'Go to the login page' },
    },
    th: {
      subject: 'มีผู้พยายามลงทะเบียนด้วยอีเมลของคุณ',
      paragraphs: [
        `สวัสดีคุณ ${details.username}`,
        'มีผู้พยายามสร้างบัญชีใหม่ด้วยอีเมลนี้ ซึ่งเป็นอีเมลของบัญชีคุณอยู่แล้ว ระบบไม่ได้สร้างบัญชีใหม่',
        'หากเป็นคุณ ชื่อผู้ใช้ของคุณแสดงอยู่ด้านบน หากลืมรหัสผ่าน กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ หากไม่ใช่คุณ ไม่ต้องทำอะไร',
      ],
      link: { href: details.forgotLink, label: 'ไปที่หน้าเข้าสู่ระบบ' },
    },
    no: {
      subject: 'Noen prøvde å registrere seg med e-postadressen din',
      paragraphs: [
        `Hei ${details.username},`,
        'Noen prøvde å opprette en ny konto med denne e-postadressen, som allerede hører til kontoen din. Ingen ny konto ble laget.',
        'Hvis det var deg: brukernavnet ditt står over. Har du glemt passordet, velg et nytt med «Glemt passord?» på innloggingssiden. Hvis det ikke var deg, trenger du ikke gjøre noe.',
      ],
      link: { href: details.forgotLink, label: 'Gå til innloggingssiden' },
    },
  }[lang];
  return noticeMail(lang, to, content);
}
