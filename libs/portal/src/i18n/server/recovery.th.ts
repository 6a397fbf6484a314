import type { TranslationTree } from '../translations';

/** The recovery domain's server texts (libs/contracts `recoveryMessages`), in Thai. */
export default {
  'Please fill in your Email': 'กรุณากรอกอีเมลของคุณ',
  'Your request to reset the password has been successfully submitted to the administrator.':
    'ส่งคำขอรีเซ็ตรหัสผ่านของคุณถึงผู้ดูแลระบบเรียบร้อยแล้ว',
  'The token provided is either invalid or has expired.': 'โทเค็นที่ระบุไม่ถูกต้องหรือหมดอายุแล้ว',
  'Password Change Successful!': 'เปลี่ยนรหัสผ่านสำเร็จ!',
  'Too many password reset requests for this email address. Please try again in an hour.':
    'มีคำขอรีเซ็ตรหัสผ่านสำหรับอีเมลนี้มากเกินไป กรุณาลองใหม่อีกครั้งในอีกหนึ่งชั่วโมง',
  'A new reset link has been sent': 'ส่งลิงก์รีเซ็ตรหัสผ่านใหม่แล้ว',
  'This reset request does not exist': 'ไม่พบคำขอรีเซ็ตรหัสผ่านนี้',
  'This reset link has already been used': 'ลิงก์รีเซ็ตรหัสผ่านนี้ถูกใช้ไปแล้ว',
  'The e-mail could not be sent. Please try again later.':
    'ไม่สามารถส่งอีเมลได้ กรุณาลองใหม่อีกครั้งในภายหลัง',
} satisfies TranslationTree;
