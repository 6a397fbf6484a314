import type { TranslationTree } from '../translations';

/** The billing domain's server texts (libs/contracts `billingMessages`), in Thai. */
export default {
  'No packages available': 'ไม่มีแพ็กเกจ',
  'Waiting admin for checking your subscription': 'รอผู้ดูแลระบบตรวจสอบการสมัครสมาชิกของคุณ',
  'This package is not available': 'แพ็กเกจนี้ไม่มีให้บริการ',
  'Please choose a package': 'กรุณาเลือกแพ็กเกจ',
  'The package has been saved': 'บันทึกแพ็กเกจแล้ว',
  'Your purchase has been created. Please transfer the amount and attach the receipt.':
    'สร้างรายการซื้อของคุณแล้ว กรุณาโอนเงินและแนบใบเสร็จ',
  'You already have a purchase in progress. Please finish or remove it first.':
    'คุณมีรายการซื้อที่ยังดำเนินการอยู่ กรุณาดำเนินการให้เสร็จหรือลบออกก่อน',
  'Your subscription is still active. You can subscribe again when it has expired.':
    'การสมัครสมาชิกของคุณยังใช้งานอยู่ คุณสามารถสมัครใหม่ได้เมื่อหมดอายุแล้ว',
  'This purchase was not found': 'ไม่พบรายการซื้อนี้',
  'A receipt can only be attached to a purchase that is waiting for payment':
    'แนบใบเสร็จได้เฉพาะรายการซื้อที่รอการชำระเงินเท่านั้น',
  'Only a purchase that is not yet approved can be removed':
    'ลบได้เฉพาะรายการซื้อที่ยังไม่ได้รับการอนุมัติเท่านั้น',
  'This purchase is not waiting for a check': 'รายการซื้อนี้ไม่ได้รอการตรวจสอบ',
  'Please attach the receipt': 'กรุณาแนบใบเสร็จ',
  'This receipt was not uploaded by you': 'ใบเสร็จนี้ไม่ได้อัปโหลดโดยคุณ',
  'This receipt was uploaded too long ago. Please upload it again.':
    'ใบเสร็จนี้อัปโหลดไว้นานเกินไปแล้ว กรุณาอัปโหลดใหม่อีกครั้ง',
  'Your receipt has been saved. An admin will check it soon.':
    'บันทึกใบเสร็จของคุณแล้ว ผู้ดูแลระบบจะตรวจสอบในไม่ช้า',
  'This receipt has already been used for another purchase': 'ใบเสร็จนี้ถูกใช้กับรายการซื้ออื่นไปแล้ว',
  'Your purchase has been removed': 'ลบรายการซื้อของคุณแล้ว',
  'The purchase has been approved': 'อนุมัติรายการซื้อแล้ว',
  'The purchase has been rejected': 'ปฏิเสธรายการซื้อแล้ว',
  'Please give the reason for the rejection': 'กรุณาระบุเหตุผลของการปฏิเสธ',
  'The amount does not match the price of the package': 'จำนวนเงินไม่ตรงกับราคาของแพ็กเกจ',
} satisfies TranslationTree;
