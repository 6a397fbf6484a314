import type { TranslationTree } from '../translations';

/** E-mail confirmation's server texts (libs/contracts `emailMessages`), in Thai. */
export default {
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
  'You asked to change your e-mail address less than a minute ago. Please wait a minute before asking again.':
    'คุณเพิ่งขอเปลี่ยนอีเมลเมื่อไม่ถึงหนึ่งนาทีที่แล้ว กรุณารอสักครู่ก่อนขออีกครั้ง',
  'You can ask to change your e-mail address at most 3 times in 24 hours. Please try again tomorrow.':
    'คุณขอเปลี่ยนอีเมลได้ไม่เกิน 3 ครั้งใน 24 ชั่วโมง กรุณาลองใหม่พรุ่งนี้',
} satisfies TranslationTree;
