import type { MessageCode } from '@dating/contracts';

/** The shared field rules' server messages by code (libs/contracts `fieldMessages`), in Thai. */
export default {
  invalidId: 'รหัสนี้ไม่ถูกต้อง',
  textNotAllowed: 'ข้อความนี้มีอักขระที่ไม่อนุญาต',
  textTooLong: 'ข้อความนี้ยาวเกินไป',
  invalidData: 'ข้อมูลบางส่วนที่ส่งมาไม่ถูกต้อง',
  requestUnreadable: 'ไม่สามารถอ่านคำขอได้',
  unsupportedContentType: 'ไม่รองรับประเภทเนื้อหานี้',
  bodyNotObject: 'เนื้อหาของคำขอต้องเป็นออบเจ็กต์ JSON',
  fieldInvalid: 'ข้อมูลในช่อง {{field}} ไม่ถูกต้อง',
  inputInvalid: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
} satisfies Partial<Record<MessageCode, string>>;
