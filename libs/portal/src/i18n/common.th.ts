import type { TranslationTree } from './translations';

/** The portal's shared texts, namespace `common` (registered in index.ts), in Thai. */
export default {
  notice: {
    error: 'ข้อผิดพลาด: {{message}}',
    success: 'สำเร็จ: {{message}}',
    closing_other: 'จะปิดใน {{count}} วินาที',
    dismiss: 'ปิดข้อความ',
  },
  action: {
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    retry: 'ลองอีกครั้ง',
    back: 'ย้อนกลับ',
  },
  member: {
    unavailableTitle: 'สมาชิกคนนี้ไม่พร้อมให้ดู',
    unavailableText: 'ไม่สามารถดูโปรไฟล์นี้ได้ในขณะนี้ ยังมีสมาชิกอีกมากมายให้คุณได้ทำความรู้จัก',
    home: 'ไปที่หน้าแรก',
  },
  status: {
    loading: 'กำลังโหลด…',
  },
  copy: {
    failed: 'เบราว์เซอร์นี้ไม่อนุญาตให้คัดลอก กรุณาคัดลอกด้วยตนเอง: {{value}}',
  },
  reason: {
    required: 'โปรดระบุเหตุผล',
  },
  remote: {
    unavailable: 'ไม่สามารถโหลดส่วนนี้ของหน้าได้',
  },
  cards: {
    noCaption: 'ไม่มีคำบรรยาย',
    noPhoto: 'ไม่มีรูปภาพ',
    age: '{{age}} ปี',
    noResults: 'ไม่พบผลลัพธ์',
    verified: 'รูปภาพที่ยืนยันแล้ว',
    active: { today: 'ใช้งานวันนี้', week: 'ใช้งานสัปดาห์นี้' },
    loadMore: 'โหลดเพิ่มเติม',
    failed: 'ไม่สามารถโหลดรายชื่อสมาชิกได้: {{message}}',
  },
  password: {
    show: 'แสดง{{field}}',
    hide: 'ซ่อน{{field}}',
  },
  figures: {
    failed: 'ไม่พร้อมใช้งาน',
    retry: 'ลองอีกครั้ง: {{name}}',
  },
  chart: {
    dataTable: 'แสดงตัวเลขเป็นตาราง',
    total: 'รวม',
    failed: 'ไม่สามารถแสดงแผนภูมิได้ ตัวเลขอยู่ในตารางด้านล่าง',
  },
  pages: {
    newer: 'ใหม่กว่า',
    older: 'เก่ากว่า',
    page: 'หน้า {{page}}',
  },
  language: {
    label: 'ภาษา',
  },
} satisfies TranslationTree;
