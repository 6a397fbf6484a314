import { type Language } from '@dating/contracts';
import { escapeHtml, type MailMessage } from '@dating/server';

interface ResetMailTexts {
  brand: string;
  subject: string;
  greeting: (username: string) => string;
  intro: string;
  button: string;
  note: (minutes: number) => string;
}

/** The reset e-mail in the member's language (the language of the page they asked from). */
const texts: Record<Language, ResetMailTexts> = {
  en: {
    brand: 'Thai Norwegian Dating',
    subject: 'Reset your password',
    greeting: (username) => `Hello ${username},`,
    intro:
      'We received a request to reset the password of your account. Open this link to choose a new password:',
    button: 'Choose a new password',
    note: (minutes) =>
      `The link works once, for ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  },
  th: {
    brand: 'หาคู่ไทย–นอร์เวย์',
    subject: 'รีเซ็ตรหัสผ่านของคุณ',
    greeting: (username) => `สวัสดีคุณ ${username}`,
    intro: 'เราได้รับคำขอรีเซ็ตรหัสผ่านสำหรับบัญชีของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:',
    button: 'ตั้งรหัสผ่านใหม่',
    note: (minutes) =>
      `ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน ${minutes} นาที หากคุณไม่ได้ส่งคำขอนี้ ไม่ต้องทำอะไร รหัสผ่านของคุณจะยังคงเหมือนเดิม`,
  },
  no: {
    brand: 'Thai-norsk dating',
    subject: 'Tilbakestill passordet ditt',
    greeting: (username) => `Hei ${username},`,
    intro:
      'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Åpne denne lenken for å velge et nytt passord:',
    button: 'Velg nytt passord',
    note: (minutes) =>
      `Lenken kan brukes én gang og virker i ${minutes} minutter. Hvis du ikke ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.`,
  },
};

/** The reset e-mail: plain text and simple HTML with the same words and link. */
export function resetMail(
  lang: Language,
  to: string,
  details: { username: string; link: string; validMinutes: number },
): MailMessage {
  const t = texts[lang];
  const greeting = t.greeting(details.username);
  const note = t.note(details.validMinutes);
  const link = escapeHtml(details.link);
  return {
    to,
    subject: `${t.subject} – ${t.brand}`,
    text: `${greeting}\n\n${t.intro}\n\n${details.link}\n\n${note}\n\n${t.brand}\n`,
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#c2185b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="word-break:break-all"><a href="${link}">${link}</a></p>
<p style="color:#555">${escapeHtml(note)}</p>
<p>${escapeHtml(t.brand)}</p>
</body></html>
`,
  };
}
