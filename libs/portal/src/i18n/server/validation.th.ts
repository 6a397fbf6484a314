import type { TranslationTree } from '../translations';

/** The shared field rules' server texts (libs/contracts `fieldMessages`), in Thai. */
export default {
  'This id is not valid': 'รหัสนี้ไม่ถูกต้อง',
  'This text contains characters that are not allowed': 'ข้อความนี้มีอักขระที่ไม่อนุญาต',
  'This text is too long': 'ข้อความนี้ยาวเกินไป',
  'Some of the data sent is not valid': 'ข้อมูลบางส่วนที่ส่งมาไม่ถูกต้อง',
  'The request could not be read': 'ไม่สามารถอ่านคำขอได้',
  'Unsupported content type': 'ไม่รองรับประเภทเนื้อหานี้',
  'The request body must be a JSON object': 'เนื้อหาของคำขอต้องเป็นออบเจ็กต์ JSON',
} satisfies TranslationTree;
