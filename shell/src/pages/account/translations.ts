import { addTranslations, type Translations } from '@dating/portal';

/** E-mail confirmation and the account page, namespace `account`. */
export const accountTranslations: Translations = {
  en: {
    banner: {
      label: 'E-mail confirmation',
      text: 'Please confirm your e-mail address. We sent a link to {{address}}.',
      sendAgain: 'Send again',
      change: 'Change e-mail',
    },
    confirm: {
      title: 'Confirm e-mail address',
      checking: 'Confirming your e-mail address…',
      done: 'Your e-mail address is confirmed. You can now show interest in members and buy a membership.',
      goOn: 'Go to my profile',
      login: 'Log in',
      newLink: 'Send a new link',
      loginForLink: 'Log in to ask for a new link.',
    },
    page: {
      title: 'My account',
      email: 'E-mail address',
      confirmed: 'Confirmed',
      notConfirmed: 'Not confirmed yet',
      pending: 'Waiting for confirmation: {{address}}',
      pendingHelp:
        'Open the link we sent to the new address. Until then you log in with the address above.',
      resend: 'Send the link again',
      changeTitle: 'Change e-mail address',
      changeHelp: 'We send a link to the new address; it replaces the old one when you open it.',
      newEmail: 'New e-mail address',
      password: 'Your password',
      submit: 'Change e-mail',
      required: 'Please fill in the new e-mail address and your password',
    },
  },
  th: {
    banner: {
      label: 'การยืนยันอีเมล',
      text: 'กรุณายืนยันอีเมลของคุณ เราส่งลิงก์ไปที่ {{address}} แล้ว',
      sendAgain: 'ส่งอีกครั้ง',
      change: 'เปลี่ยนอีเมล',
    },
    confirm: {
      title: 'ยืนยันอีเมล',
      checking: 'กำลังยืนยันอีเมลของคุณ…',
      done: 'ยืนยันอีเมลของคุณเรียบร้อยแล้ว ตอนนี้คุณแสดงความสนใจสมาชิกและซื้อแพ็กเกจสมาชิกได้แล้ว',
      goOn: 'ไปที่โปรไฟล์ของฉัน',
      login: 'เข้าสู่ระบบ',
      newLink: 'ส่งลิงก์ใหม่',
      loginForLink: 'เข้าสู่ระบบเพื่อขอลิงก์ใหม่',
    },
    page: {
      title: 'บัญชีของฉัน',
      email: 'อีเมล',
      confirmed: 'ยืนยันแล้ว',
      notConfirmed: 'ยังไม่ได้ยืนยัน',
      pending: 'รอการยืนยัน: {{address}}',
      pendingHelp: 'เปิดลิงก์ที่เราส่งไปที่อีเมลใหม่ ระหว่างนี้คุณยังเข้าสู่ระบบด้วยอีเมลด้านบน',
      resend: 'ส่งลิงก์อีกครั้ง',
      changeTitle: 'เปลี่ยนอีเมล',
      changeHelp: 'เราจะส่งลิงก์ไปที่อีเมลใหม่ อีเมลใหม่จะแทนที่อีเมลเดิมเมื่อคุณเปิดลิงก์',
      newEmail: 'อีเมลใหม่',
      password: 'รหัสผ่านของคุณ',
      submit: 'เปลี่ยนอีเมล',
      required: 'กรุณากรอกอีเมลใหม่และรหัสผ่านของคุณ',
    },
  },
  no: {
    banner: {
      label: 'Bekreftelse av e-post',
      text: 'Bekreft e-postadressen din. Vi sendte en lenke til {{address}}.',
      sendAgain: 'Send igjen',
      change: 'Endre e-post',
    },
    confirm: {
      title: 'Bekreft e-postadresse',
      checking: 'Bekrefter e-postadressen din …',
      done: 'E-postadressen din er bekreftet. Nå kan du vise interesse for medlemmer og kjøpe medlemskap.',
      goOn: 'Gå til profilen min',
      login: 'Logg inn',
      newLink: 'Send en ny lenke',
      loginForLink: 'Logg inn for å be om en ny lenke.',
    },
    page: {
      title: 'Kontoen min',
      email: 'E-postadresse',
      confirmed: 'Bekreftet',
      notConfirmed: 'Ikke bekreftet ennå',
      pending: 'Venter på bekreftelse: {{address}}',
      pendingHelp:
        'Åpne lenken vi sendte til den nye adressen. Til da logger du inn med adressen over.',
      resend: 'Send lenken igjen',
      changeTitle: 'Endre e-postadresse',
      changeHelp:
        'Vi sender en lenke til den nye adressen; den erstatter den gamle når du åpner den.',
      newEmail: 'Ny e-postadresse',
      password: 'Passordet ditt',
      submit: 'Endre e-post',
      required: 'Fyll inn den nye e-postadressen og passordet ditt',
    },
  },
};

export const accountNamespace = 'account';
addTranslations(accountNamespace, accountTranslations);
