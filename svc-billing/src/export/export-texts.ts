import { type Language } from '@dating/contracts';

/** What each of svc-billing's files in a data export holds: README.txt's sentence, per language. */
export interface BillingExportTexts {
  orders: string;
  memberships: string;
  receipts: string;
  receipt: (orderId: number) => string;
}

export const billingExportTexts: Readonly<Record<Language, BillingExportTexts>> = {
  en: {
    orders:
      'Every order you placed: the package, its price in Baht, how you paid, its status, when it was placed, paid and approved, and why it was rejected if it was.',
    memberships:
      'Every membership your orders gave you: the package, from when until when, and whether it is active, still to come or ended.',
    receipts:
      'Every payment receipt you sent: the order it belongs to, when you sent it, the bank and transfer reference read from it, its file in this folder, and uploads never attached to an order.',
    receipt: (orderId) => `The payment receipt you sent for order ${orderId}, as you uploaded it.`,
  },
  th: {
    orders:
      'คำสั่งซื้อทั้งหมดของคุณ: แพ็กเกจ ราคาเป็นบาท วิธีชำระเงิน สถานะ เวลาที่สั่งซื้อ ชำระเงินและอนุมัติ และเหตุผลหากถูกปฏิเสธ',
    memberships:
      'สมาชิกภาพทั้งหมดที่คุณได้รับจากคำสั่งซื้อ: แพ็กเกจ ตั้งแต่เมื่อใดถึงเมื่อใด และสถานะว่ายังใช้งาน กำลังจะเริ่ม หรือสิ้นสุดแล้ว',
    receipts:
      'ใบเสร็จการชำระเงินทั้งหมดที่คุณส่ง: คำสั่งซื้อที่เกี่ยวข้อง เวลาที่ส่ง ธนาคารและเลขอ้างอิงการโอนที่อ่านได้ ไฟล์ในโฟลเดอร์นี้ และไฟล์ที่อัปโหลดแต่ไม่ได้แนบกับคำสั่งซื้อ',
    receipt: (orderId) => `ใบเสร็จการชำระเงินที่คุณส่งสำหรับคำสั่งซื้อ ${orderId} ตามที่คุณอัปโหลด`,
  },
  no: {
    orders:
      'Alle bestillingene dine: pakken, prisen i baht, hvordan du betalte, status, når den ble bestilt, betalt og godkjent, og hvorfor den ble avvist hvis den ble det.',
    memberships:
      'Alle medlemskapene bestillingene dine ga deg: pakken, fra når til når, og om det er aktivt, kommer senere eller er avsluttet.',
    receipts:
      'Alle betalingskvitteringene du sendte: bestillingen den hører til, når du sendte den, banken og overføringsreferansen lest fra den, filen i denne mappen, og opplastinger som aldri ble knyttet til en bestilling.',
    receipt: (orderId) =>
      `Betalingskvitteringen du sendte for bestilling ${orderId}, slik du lastet den opp.`,
  },
};
