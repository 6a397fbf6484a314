import type { ServerTexts } from './texts';

/** E-mail confirmation's server texts (libs/contracts `emailMessages`). */
export const emailTexts: ServerTexts = {
  th: {
    'Your account has been created. We sent you a link: open it to confirm your e-mail address.':
      'สร้างบัญชีของคุณเรียบร้อยแล้ว เราส่งลิงก์ไปให้คุณทางอีเมล กรุณาเปิดลิงก์เพื่อยืนยันอีเมลของคุณ',
    'Your e-mail address is confirmed': 'ยืนยันอีเมลของคุณเรียบร้อยแล้ว',
    'This confirmation link has expired or was already used. Log in and ask for a new link.':
      'ลิงก์ยืนยันนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบและขอลิงก์ใหม่',
    'We sent a confirmation link to your e-mail address': 'เราส่งลิงก์ยืนยันไปที่อีเมลของคุณแล้ว',
    'A link was sent less than a minute ago. Please wait a minute before asking again.':
      'เพิ่งส่งลิงก์ไปเมื่อไม่ถึงหนึ่งนาทีที่แล้ว กรุณารอสักครู่ก่อนขออีกครั้ง',
    'Your e-mail address is already confirmed': 'อีเมลของคุณได้รับการยืนยันแล้ว',
    'We sent a confirmation link to the new address. You keep logging in with the old one until you open it.':
      'เราส่งลิงก์ยืนยันไปที่อีเมลใหม่แล้ว คุณยังเข้าสู่ระบบด้วยอีเมลเดิมจนกว่าจะเปิดลิงก์นั้น',
    'This is already your e-mail address': 'นี่คืออีเมลปัจจุบันของคุณอยู่แล้ว',
    'The password is not correct': 'รหัสผ่านไม่ถูกต้อง',
    'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on your account page.':
      'กรุณายืนยันอีเมลของคุณก่อน: เปิดลิงก์ที่เราส่งให้ หรือขอลิงก์ใหม่ในหน้าบัญชีของคุณ',
  },
  no: {
    'Your account has been created. We sent you a link: open it to confirm your e-mail address.':
      'Kontoen din er opprettet. Vi har sendt deg en lenke: åpne den for å bekrefte e-postadressen din.',
    'Your e-mail address is confirmed': 'E-postadressen din er bekreftet',
    'This confirmation link has expired or was already used. Log in and ask for a new link.':
      'Denne bekreftelseslenken er utløpt eller allerede brukt. Logg inn og be om en ny lenke.',
    'We sent a confirmation link to your e-mail address':
      'Vi har sendt en bekreftelseslenke til e-postadressen din',
    'A link was sent less than a minute ago. Please wait a minute before asking again.':
      'En lenke ble sendt for under ett minutt siden. Vent litt før du ber om en ny.',
    'Your e-mail address is already confirmed': 'E-postadressen din er allerede bekreftet',
    'We sent a confirmation link to the new address. You keep logging in with the old one until you open it.':
      'Vi har sendt en bekreftelseslenke til den nye adressen. Du logger inn med den gamle til du åpner den.',
    'This is already your e-mail address': 'Dette er allerede e-postadressen din',
    'The password is not correct': 'Passordet er ikke riktig',
    'Please confirm your e-mail address first: open the link we sent you, or ask for a new one on your account page.':
      'Bekreft e-postadressen din først: åpne lenken vi sendte deg, eller be om en ny på kontosiden din.',
  },
};
