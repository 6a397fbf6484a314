import type { ServerTexts } from './texts';

/** The shared field rules' server texts (libs/contracts `fieldMessages`). */
export const validationTexts: ServerTexts = {
  th: {
    'This id is not valid': 'รหัสนี้ไม่ถูกต้อง',
    'This text contains characters that are not allowed': 'ข้อความนี้มีอักขระที่ไม่อนุญาต',
    'This text is too long': 'ข้อความนี้ยาวเกินไป',
    'Some of the data sent is not valid': 'ข้อมูลบางส่วนที่ส่งมาไม่ถูกต้อง',
    'The request could not be read': 'ไม่สามารถอ่านคำขอได้',
    'Unsupported content type': 'ไม่รองรับประเภทเนื้อหานี้',
    'The request body must be a JSON object': 'เนื้อหาของคำขอต้องเป็นออบเจ็กต์ JSON',
  },
  no: {
    'This id is not valid': 'Denne id-en er ikke gyldig',
    'This text contains characters that are not allowed':
      'Teksten inneholder tegn som ikke er tillatt',
    'This text is too long': 'Teksten er for lang',
    'Some of the data sent is not valid': 'Noe av det som ble sendt, er ikke gyldig',
    'The request could not be read': 'Forespørselen kunne ikke leses',
    'Unsupported content type': 'Innholdstypen støttes ikke',
    'The request body must be a JSON object': 'Innholdet i forespørselen må være et JSON-objekt',
  },
};
