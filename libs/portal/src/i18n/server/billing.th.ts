import type { MessageCode } from '@dating/contracts';

/** The billing domain's server messages by code (libs/contracts `billingMessages`), in Thai. */
export default {
  noPackages: 'ไม่มีแพ็กเกจ',
  waitingAdmin: 'รอผู้ดูแลระบบตรวจสอบการสมัครสมาชิกของคุณ',
  packageNotFound: 'แพ็กเกจนี้ไม่มีให้บริการ',
  packageRequired: 'กรุณาเลือกแพ็กเกจ',
  packageSaved: 'บันทึกแพ็กเกจแล้ว',
  orderCreated: 'สร้างรายการซื้อของคุณแล้ว กรุณาโอนเงินและแนบใบเสร็จ',
  orderOpen: 'คุณมีรายการซื้อที่ยังดำเนินการอยู่ กรุณาดำเนินการให้เสร็จหรือลบออกก่อน',
  membershipActive: 'การสมัครสมาชิกของคุณยังใช้งานอยู่ คุณสามารถสมัครใหม่ได้เมื่อหมดอายุแล้ว',
  orderNotFound: 'ไม่พบรายการซื้อนี้',
  orderNotPayable: 'แนบใบเสร็จได้เฉพาะรายการซื้อที่รอการชำระเงินเท่านั้น',
  orderNotRemovable: 'ลบได้เฉพาะรายการซื้อที่ยังไม่ได้รับการอนุมัติเท่านั้น',
  orderNotWaiting: 'รายการซื้อนี้ไม่ได้รอการตรวจสอบ',
  receiptRequired: 'กรุณาแนบใบเสร็จ',
  receiptNotYours: 'ใบเสร็จนี้ไม่ได้อัปโหลดโดยคุณ',
  receiptExpired: 'ใบเสร็จนี้อัปโหลดไว้นานเกินไปแล้ว กรุณาอัปโหลดใหม่อีกครั้ง',
  receiptSaved: 'บันทึกใบเสร็จของคุณแล้ว ผู้ดูแลระบบจะตรวจสอบในไม่ช้า',
  receiptAlreadyUsed: 'ใบเสร็จนี้ถูกใช้กับรายการซื้ออื่นไปแล้ว',
  orderRemoved: 'ลบรายการซื้อของคุณแล้ว',
  orderApproved: 'อนุมัติรายการซื้อแล้ว',
  orderRejected: 'ปฏิเสธรายการซื้อแล้ว',
  rejectReasonRequired: 'กรุณาระบุเหตุผลของการปฏิเสธ',
  amountMismatch: 'จำนวนเงินไม่ตรงกับราคาของแพ็กเกจ',
} satisfies Partial<Record<MessageCode, string>>;
