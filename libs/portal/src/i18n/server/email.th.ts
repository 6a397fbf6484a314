import type { MessageCode } from '@dating/contracts';

/** E-mail confirmation's server messages by code (libs/contracts `emailMessages`), in Thai. */
export default {
  accountCreatedConfirm: 'สร้างบัญชีของคุณเรียบร้อยแล้ว เราส่งลิงก์ไปให้คุณทางอีเมล กรุณาเปิดลิงก์เพื่อยืนยันอีเมลของคุณ',
  emailConfirmed: 'ยืนยันอีเมลของคุณเรียบร้อยแล้ว',
  emailLinkInvalid: 'ลิงก์ยืนยันนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบและขอลิงก์ใหม่',
  confirmationSent: 'เราส่งลิงก์ยืนยันไปที่อีเมลของคุณแล้ว',
  confirmationTooSoon: 'เพิ่งส่งลิงก์ไปเมื่อไม่ถึงหนึ่งนาทีที่แล้ว กรุณารอสักครู่ก่อนขออีกครั้ง',
  emailAlreadyConfirmed: 'อีเมลของคุณได้รับการยืนยันแล้ว',
  emailChangeSent: 'เราส่งลิงก์ยืนยันไปที่อีเมลใหม่แล้ว คุณยังเข้าสู่ระบบด้วยอีเมลเดิมจนกว่าจะเปิดลิงก์นั้น',
  emailUnchanged: 'นี่คืออีเมลปัจจุบันของคุณอยู่แล้ว',
  wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
  emailNotConfirmed: 'กรุณายืนยันอีเมลของคุณก่อน: เปิดลิงก์ที่เราส่งให้ หรือขอลิงก์ใหม่ในหน้าบัญชีของคุณ',
  emailChangeTooSoon: 'คุณเพิ่งขอเปลี่ยนอีเมลเมื่อไม่ถึงหนึ่งนาทีที่แล้ว กรุณารอสักครู่ก่อนขออีกครั้ง',
  emailChangeDailyLimit: 'คุณขอเปลี่ยนอีเมลได้ไม่เกิน 3 ครั้งใน 24 ชั่วโมง กรุณาลองใหม่พรุ่งนี้',
} satisfies Partial<Record<MessageCode, string>>;
