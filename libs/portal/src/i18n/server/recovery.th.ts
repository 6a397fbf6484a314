import type { MessageCode } from '@dating/contracts';

/** The recovery domain's server messages by code (libs/contracts `recoveryMessages`), in Thai. */
export default {
  forgotEmailRequired: 'กรุณากรอกอีเมลของคุณ',
  resetRequested: 'ส่งคำขอรีเซ็ตรหัสผ่านของคุณถึงผู้ดูแลระบบเรียบร้อยแล้ว',
  resetTokenInvalid: 'โทเค็นที่ระบุไม่ถูกต้องหรือหมดอายุแล้ว',
  passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ!',
  resetTooManyRequests: 'มีคำขอรีเซ็ตรหัสผ่านสำหรับอีเมลนี้มากเกินไป กรุณาลองใหม่อีกครั้งในอีกหนึ่งชั่วโมง',
  resetLinkResent: 'ส่งลิงก์รีเซ็ตรหัสผ่านใหม่แล้ว',
  resetRequestNotFound: 'ไม่พบคำขอรีเซ็ตรหัสผ่านนี้',
  resetRequestUsed: 'ลิงก์รีเซ็ตรหัสผ่านนี้ถูกใช้ไปแล้ว',
  resetMailFailed: 'ไม่สามารถส่งอีเมลได้ กรุณาลองใหม่อีกครั้งในภายหลัง',
} satisfies Partial<Record<MessageCode, string>>;
