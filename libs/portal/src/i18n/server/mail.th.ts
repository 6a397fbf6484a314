import type { MessageCode } from '@dating/contracts';

/** E-mail settings' server messages by code (libs/contracts `mailMessages`), in Thai. */
export default {
  settingsSaved: 'บันทึกการตั้งค่าอีเมลของคุณแล้ว',
  unsubscribeLinkInvalid: 'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง กรุณาเข้าสู่ระบบเพื่อเปลี่ยนการตั้งค่าอีเมลของคุณ',
  unsubscribed: 'คุณจะไม่ได้รับอีเมลเหล่านี้อีกต่อไป',
} satisfies Partial<Record<MessageCode, string>>;
