import type { TranslationTree } from '../translations';

/** E-mail settings' server texts (libs/contracts `mailMessages`), in Thai. */
export default {
  'Your e-mail settings are saved': 'บันทึกการตั้งค่าอีเมลของคุณแล้ว',
  'This unsubscribe link is not valid. Sign in to change your e-mail settings.':
    'ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง กรุณาเข้าสู่ระบบเพื่อเปลี่ยนการตั้งค่าอีเมลของคุณ',
  'You will no longer get these e-mails': 'คุณจะไม่ได้รับอีเมลเหล่านี้อีกต่อไป',
} satisfies TranslationTree;
