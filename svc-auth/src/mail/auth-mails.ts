import { z } from 'zod';
import {
  deletionGraceDays,
  emailTokenTtlHours,
  resetTokenTtlMinutes,
  type Language,
} from '@dating/contracts';
import { defineMailTemplate, type MailContent } from '@dating/server';
import { confirmationLink } from '../email/email-rules';
import { resetLink } from '../recovery/reset-rules';
import { unlockLink } from '../throttle/unlock-link';

/** What one mail says besides the greeting: its subject, its lines, its button's label. */
interface Wording {
  subject: string;
  paragraphs: string[];
  button: string;
}

interface AuthMailTexts {
  greeting: (username: string) => string;
  /** How long a lock lasts, in whole hours when it is. */
  duration: (minutes: number) => string;
  reset: (validMinutes: number) => Wording;
  confirm: (change: boolean, validHours: number) => Wording;
  emailChanged: (newEmail: string) => Wording;
  locked: (span: string, forgotLink: string) => Wording;
  alreadyRegistered: Wording;
  /** A day in the member's language and likely time zone (as svc-billing's mails write them). */
  day: (at: Date) => string;
  deletionRequested: (day: string, graceDays: number) => Wording;
  /** The data export is ready; `until` is when its link stops working (a day and a time). */
  exportReady: (until: string) => Wording;
  /** A day and a time, in the member's language and likely time zone. */
  moment: (at: Date) => string;
}

const momentIn = (locale: string, timeZone: string) => (at: Date) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

const dayIn = (locale: string, timeZone: string) => (at: Date) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

/** svc-auth's mails in each language: the member's (or the page's they asked from). */
const texts: Record<Language, AuthMailTexts> = {
  en: {
    greeting: (username) => `Hello ${username},`,
    duration: (minutes) =>
      minutes % 60 !== 0
        ? `${minutes} minutes`
        : minutes === 60
          ? '1 hour'
          : `${minutes / 60} hours`,
    reset: (validMinutes) => ({
      subject: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your account. Open this link to choose a new password:',
        `The link works once, for ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
      ],
      button: 'Choose a new password',
    }),
    confirm: (change, validHours) => ({
      subject: change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
      paragraphs: [
        change
          ? 'You asked to use this address for your account. Open this link to confirm it; until then you keep logging in with your old address.'
          : 'Welcome! Open this link to confirm your e-mail address. Then you can show interest in members and buy a membership.',
        `The link works once, for ${validHours} hours. If you did not ask for this, ignore this e-mail.`,
      ],
      button: 'Confirm my e-mail address',
    }),
    emailChanged: (newEmail) => ({
      subject: 'Your e-mail address was changed',
      paragraphs: [
        `The e-mail address of your account is now ${newEmail}. This address is no longer used for it.`,
        'If you did not do this, reset your password with "Forgot password?" on the login page and contact us.',
      ],
      button: 'Go to the login page',
    }),
    locked: (span, forgotLink) => ({
      subject: 'Your account was locked after wrong passwords',
      paragraphs: [
        `Someone typed a wrong password for your account several times, so logging in is locked for ${span}, even with the right password.`,
        'If it was you, open the link below: it lifts the lock at once (it works once, while the lock lasts). A device you logged in from before also gets in with the right password.',
        `If it was not you, your password has not been found: to be safe, choose a new one with "Forgot password?" on the login page (${forgotLink}), which also lifts the lock.`,
      ],
      button: 'Unlock my account',
    }),
    alreadyRegistered: {
      subject: 'Someone tried to register with your e-mail address',
      paragraphs: [
        'Someone tried to create a new account with this e-mail address, which already belongs to your account. No new account was made.',
        'If it was you: your username is shown above. If you forgot your password, choose a new one with "Forgot password?" on the login page. If it was not you, you need not do anything.',
      ],
      button: 'Go to the login page',
    },
    exportReady: (until) => ({
      subject: 'Your data is ready to download',
      paragraphs: [
        'The copy of your data you asked for is ready. Log in and download it from your account page.',
        `The download works until ${until}, for you only. After that it is deleted, and you can ask for your data again.`,
      ],
      button: 'Go to my account',
    }),
    moment: momentIn('en-GB', 'Asia/Bangkok'),
    day: dayIn('en-GB', 'Asia/Bangkok'),
    deletionRequested: (day, graceDays) => ({
      subject: `Your account will be deleted on ${day}`,
      paragraphs: [
        `You asked us to delete your account. In ${graceDays} days, on ${day}, it will be deleted together with your profile, photos and messages, and your e-mail address will be free for a new account.`,
        'Changed your mind? Log in before then and choose "Keep my account". If you did not ask for this, log in, keep your account and change your password.',
      ],
      button: 'Log in to keep my account',
    }),
  },
  th: {
    greeting: (username) => `สวัสดีคุณ ${username}`,
    duration: (minutes) => (minutes % 60 !== 0 ? `${minutes} นาที` : `${minutes / 60} ชั่วโมง`),
    reset: (validMinutes) => ({
      subject: 'รีเซ็ตรหัสผ่านของคุณ',
      paragraphs: [
        'เราได้รับคำขอรีเซ็ตรหัสผ่านสำหรับบัญชีของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:',
        `ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน ${validMinutes} นาที หากคุณไม่ได้ส่งคำขอนี้ ไม่ต้องทำอะไร รหัสผ่านของคุณจะยังคงเหมือนเดิม`,
      ],
      button: 'ตั้งรหัสผ่านใหม่',
    }),
    confirm: (change, validHours) => ({
      subject: change ? 'ยืนยันอีเมลใหม่ของคุณ' : 'ยืนยันอีเมลของคุณ',
      paragraphs: [
        change
          ? 'คุณขอใช้อีเมลนี้กับบัญชีของคุณ เปิดลิงก์นี้เพื่อยืนยัน ระหว่างนี้คุณยังเข้าสู่ระบบด้วยอีเมลเดิม'
          : 'ยินดีต้อนรับ! เปิดลิงก์นี้เพื่อยืนยันอีเมลของคุณ จากนั้นคุณจะแสดงความสนใจสมาชิกและซื้อแพ็กเกจสมาชิกได้',
        `ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน ${validHours} ชั่วโมง หากคุณไม่ได้ส่งคำขอนี้ ไม่ต้องทำอะไร`,
      ],
      button: 'ยืนยันอีเมลของฉัน',
    }),
    emailChanged: (newEmail) => ({
      subject: 'อีเมลของบัญชีคุณถูกเปลี่ยนแล้ว',
      paragraphs: [
        `อีเมลของบัญชีคุณตอนนี้คือ ${newEmail} และจะไม่ใช้อีเมลนี้กับบัญชีอีกต่อไป`,
        'หากคุณไม่ได้ทำรายการนี้ กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ และติดต่อเรา',
      ],
      button: 'ไปที่หน้าเข้าสู่ระบบ',
    }),
    locked: (span, forgotLink) => ({
      subject: 'บัญชีของคุณถูกล็อกเนื่องจากใส่รหัสผ่านผิด',
      paragraphs: [
        `มีผู้ใส่รหัสผ่านของบัญชีคุณผิดหลายครั้ง จึงล็อกการเข้าสู่ระบบไว้ ${span} แม้จะใส่รหัสผ่านที่ถูกต้องก็ตาม`,
        'หากเป็นคุณ กรุณาเปิดลิงก์ด้านล่างเพื่อปลดล็อกทันที (ใช้ได้ครั้งเดียว ระหว่างที่ยังล็อกอยู่) อุปกรณ์ที่คุณเคยเข้าสู่ระบบไว้ก็เข้าสู่ระบบได้ด้วยรหัสผ่านที่ถูกต้อง',
        `หากไม่ใช่คุณ รหัสผ่านของคุณยังไม่ถูกค้นพบ เพื่อความปลอดภัย กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ (${forgotLink}) ซึ่งจะปลดล็อกบัญชีด้วย`,
      ],
      button: 'ปลดล็อกบัญชีของฉัน',
    }),
    alreadyRegistered: {
      subject: 'มีผู้พยายามลงทะเบียนด้วยอีเมลของคุณ',
      paragraphs: [
        'มีผู้พยายามสร้างบัญชีใหม่ด้วยอีเมลนี้ ซึ่งเป็นอีเมลของบัญชีคุณอยู่แล้ว ระบบไม่ได้สร้างบัญชีใหม่',
        'หากเป็นคุณ ชื่อผู้ใช้ของคุณแสดงอยู่ด้านบน หากลืมรหัสผ่าน กรุณาตั้งรหัสผ่านใหม่ด้วย "ลืมรหัสผ่าน?" ในหน้าเข้าสู่ระบบ หากไม่ใช่คุณ ไม่ต้องทำอะไร',
      ],
      button: 'ไปที่หน้าเข้าสู่ระบบ',
    },
    exportReady: (until) => ({
      subject: 'ข้อมูลของคุณพร้อมให้ดาวน์โหลดแล้ว',
      paragraphs: [
        'สำเนาข้อมูลที่คุณขอพร้อมแล้ว กรุณาเข้าสู่ระบบและดาวน์โหลดได้ที่หน้าบัญชีของคุณ',
        `ดาวน์โหลดได้ถึง ${until} สำหรับคุณเท่านั้น หลังจากนั้นไฟล์จะถูกลบ และคุณขอข้อมูลใหม่ได้อีกครั้ง`,
      ],
      button: 'ไปที่บัญชีของฉัน',
    }),
    moment: momentIn('th-TH', 'Asia/Bangkok'),
    day: dayIn('th-TH', 'Asia/Bangkok'),
    deletionRequested: (day, graceDays) => ({
      subject: `บัญชีของคุณจะถูกลบในวันที่ ${day}`,
      paragraphs: [
        `คุณได้ขอให้เราลบบัญชีของคุณ อีก ${graceDays} วัน ในวันที่ ${day} บัญชีจะถูกลบพร้อมกับโปรไฟล์ รูปภาพ และข้อความของคุณ และอีเมลนี้จะนำไปสมัครบัญชีใหม่ได้`,
        'หากเปลี่ยนใจ กรุณาเข้าสู่ระบบก่อนวันดังกล่าวแล้วเลือก "เก็บบัญชีของฉันไว้" หากคุณไม่ได้ขอลบบัญชี กรุณาเข้าสู่ระบบ เก็บบัญชีไว้ และเปลี่ยนรหัสผ่าน',
      ],
      button: 'เข้าสู่ระบบเพื่อเก็บบัญชีไว้',
    }),
  },
  no: {
    greeting: (username) => `Hei ${username},`,
    duration: (minutes) =>
      minutes % 60 !== 0
        ? `${minutes} minutter`
        : minutes === 60
          ? '1 time'
          : `${minutes / 60} timer`,
    reset: (validMinutes) => ({
      subject: 'Tilbakestill passordet ditt',
      paragraphs: [
        'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Åpne denne lenken for å velge et nytt passord:',
        `Lenken kan brukes én gang og virker i ${validMinutes} minutter. Hvis du ikke ba om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.`,
      ],
      button: 'Velg nytt passord',
    }),
    confirm: (change, validHours) => ({
      subject: change ? 'Bekreft den nye e-postadressen din' : 'Bekreft e-postadressen din',
      paragraphs: [
        change
          ? 'Du ba om å bruke denne adressen for kontoen din. Åpne lenken for å bekrefte den; til da logger du inn med den gamle adressen.'
          : 'Velkommen! Åpne lenken for å bekrefte e-postadressen din. Da kan du vise interesse for medlemmer og kjøpe medlemskap.',
        `Lenken kan brukes én gang og virker i ${validHours} timer. Hvis du ikke ba om dette, kan du se bort fra denne e-posten.`,
      ],
      button: 'Bekreft e-postadressen min',
    }),
    emailChanged: (newEmail) => ({
      subject: 'E-postadressen din ble endret',
      paragraphs: [
        `E-postadressen til kontoen din er nå ${newEmail}. Denne adressen brukes ikke lenger for den.`,
        'Hvis det ikke var deg, tilbakestill passordet med «Glemt passord?» på innloggingssiden og kontakt oss.',
      ],
      button: 'Gå til innloggingssiden',
    }),
    locked: (span, forgotLink) => ({
      subject: 'Kontoen din ble låst etter feil passord',
      paragraphs: [
        `Noen skrev feil passord for kontoen din flere ganger, så innlogging er låst i ${span}, også med riktig passord.`,
        'Hvis det var deg, åpne lenken nedenfor: den opphever låsen med en gang (den virker én gang, mens låsen varer). En enhet du har logget inn fra før, kommer også inn med riktig passord.',
        `Hvis det ikke var deg, er passordet ditt ikke funnet: velg likevel et nytt med «Glemt passord?» på innloggingssiden (${forgotLink}), som også opphever låsen.`,
      ],
      button: 'Lås opp kontoen min',
    }),
    alreadyRegistered: {
      subject: 'Noen prøvde å registrere seg med e-postadressen din',
      paragraphs: [
        'Noen prøvde å opprette en ny konto med denne e-postadressen, som allerede hører til kontoen din. Ingen ny konto ble laget.',
        'Hvis det var deg: brukernavnet ditt står over. Har du glemt passordet, velg et nytt med «Glemt passord?» på innloggingssiden. Hvis det ikke var deg, trenger du ikke gjøre noe.',
      ],
      button: 'Gå til innloggingssiden',
    },
    exportReady: (until) => ({
      subject: 'Dataene dine er klare til nedlasting',
      paragraphs: [
        'Kopien av dataene dine som du ba om, er klar. Logg inn og last den ned fra kontosiden din.',
        `Nedlastingen virker til ${until}, bare for deg. Etter det blir den slettet, og du kan be om dataene dine på nytt.`,
      ],
      button: 'Gå til kontoen min',
    }),
    moment: momentIn('nb-NO', 'Europe/Oslo'),
    day: dayIn('nb-NO', 'Europe/Oslo'),
    deletionRequested: (day, graceDays) => ({
      subject: `Kontoen din blir slettet ${day}`,
      paragraphs: [
        `Du har bedt oss slette kontoen din. Om ${graceDays} dager, ${day}, blir den slettet sammen med profilen, bildene og meldingene dine, og e-postadressen din kan da brukes til en ny konto.`,
        'Har du ombestemt deg? Logg inn før den tid og velg «Behold kontoen min». Hvis du ikke ba om dette, logg inn, behold kontoen og bytt passord.',
      ],
      button: 'Logg inn for å beholde kontoen',
    }),
  },
};

const loginPage = (portalUrl: string) => new URL('/login', portalUrl).toString();
const accountPage = (portalUrl: string) => new URL('/account', portalUrl).toString();

/** The mail with the account's greeting, its words and its one link. */
function content(
  lang: Language,
  username: string,
  { subject, paragraphs, button }: Wording,
  href: string,
): MailContent {
  return {
    subject,
    greeting: texts[lang].greeting(username),
    paragraphs,
    links: [{ href, label: button }],
  };
}

/** A forgot-password link, in the language of the page the member asked from. */
export const resetMail = defineMailTemplate(
  'auth.reset',
  z.object({ username: z.string(), token: z.string() }),
  ({ username, token }, { lang, portalUrl }) =>
    content(lang, username, texts[lang].reset(resetTokenTtlMinutes), resetLink(portalUrl, token)),
);

/** The confirmation link: after registration (`change` false) or for a new address. */
export const confirmationMail = defineMailTemplate(
  'auth.confirm-email',
  z.object({ username: z.string(), token: z.string(), change: z.boolean() }),
  ({ username, token, change }, { lang, portalUrl }) =>
    content(
      lang,
      username,
      texts[lang].confirm(change, emailTokenTtlHours),
      confirmationLink(portalUrl, token),
    ),
);

/** To the old address once a new one is confirmed. */
export const emailChangedMail = defineMailTemplate(
  'auth.email-changed',
  z.object({ username: z.string(), newEmail: z.string() }),
  ({ username, newEmail }, { lang, portalUrl }) =>
    content(lang, username, texts[lang].emailChanged(newEmail), loginPage(portalUrl)),
);

/**
 * Sent once per lock: someone kept guessing the member's password. Its link lifts the lock once
 * (throttle/unlock-link.ts), so a stranger who knows the username cannot keep the member out.
 */
export const lockedMail = defineMailTemplate(
  'auth.locked',
  z.object({
    username: z.string(),
    lockedMinutes: z.number().int().positive(),
    token: z.string(),
  }),
  ({ username, lockedMinutes, token }, { lang, portalUrl }) => {
    const t = texts[lang];
    const wording = t.locked(t.duration(lockedMinutes), loginPage(portalUrl));
    return content(lang, username, wording, unlockLink(portalUrl, token));
  },
);

/** Sent instead of telling a registration that the e-mail address already has an account. */
export const alreadyRegisteredMail = defineMailTemplate(
  'auth.already-registered',
  z.object({ username: z.string() }),
  ({ username }, { lang, portalUrl }) =>
    content(lang, username, texts[lang].alreadyRegistered, loginPage(portalUrl)),
);

/**
 * Sent when a member asks to delete their account: the day it goes, and that logging in before
 * then lets them keep it.
 */
export const deletionRequestedMail = defineMailTemplate(
  'auth.deletion-requested',
  z.object({ username: z.string(), dueAt: z.iso.datetime() }),
  ({ username, dueAt }, { lang, portalUrl }) => {
    const t = texts[lang];
    const wording = t.deletionRequested(t.day(new Date(dueAt)), deletionGraceDays);
    return content(lang, username, wording, loginPage(portalUrl));
  },
);

/**
 * Sent when every part of the member's data export is in: it can be downloaded from the account
 * page until `expiresAt`.
 */
export const exportReadyMail = defineMailTemplate(
  'auth.export-ready',
  z.object({ username: z.string(), expiresAt: z.iso.datetime() }),
  ({ username, expiresAt }, { lang, portalUrl }) => {
    const t = texts[lang];
    return content(
      lang,
      username,
      t.exportReady(t.moment(new Date(expiresAt))),
      accountPage(portalUrl),
    );
  },
);

/** Every mail svc-auth writes into its outbox, for the relay (MAIL_TEMPLATES). */
export const authMailTemplates = [
  resetMail,
  confirmationMail,
  emailChangedMail,
  lockedMail,
  alreadyRegisteredMail,
  deletionRequestedMail,
  exportReadyMail,
];
