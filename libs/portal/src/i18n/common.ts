import type { Translations } from './translations';

/** Texts of the portal's shared pieces (notices, buttons, loading), namespace `common`. */
export const common: Translations = {
  en: {
    notice: {
      error: 'Error: {{message}}',
      success: 'Successfully: {{message}}',
      closing_one: 'Closing in {{count}} second',
      closing_other: 'Closing in {{count}} seconds',
      dismiss: 'Close message',
    },
    action: {
      confirm: 'Confirm',
      cancel: 'Cancel',
      close: 'Close',
      retry: 'Retry',
      back: 'Back',
    },
    member: {
      unavailableTitle: 'This member is not available',
      unavailableText:
        'This profile cannot be seen at the moment. There are many other members to get to know.',
      home: 'Go to Home',
    },
    status: {
      loading: 'Loading…',
    },
    copy: {
      failed: 'This browser did not allow copying. Please copy it by hand: {{value}}',
    },
    reason: {
      required: 'Please give a reason',
    },
    remote: {
      unavailable: 'This part of the page could not be loaded.',
    },
    language: {
      label: 'Language',
    },
  },
  th: {
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
    language: {
      label: 'ภาษา',
    },
  },
  no: {
    notice: {
      error: 'Feil: {{message}}',
      success: 'Vellykket: {{message}}',
      closing_one: 'Lukkes om {{count}} sekund',
      closing_other: 'Lukkes om {{count}} sekunder',
      dismiss: 'Lukk meldingen',
    },
    action: {
      confirm: 'Bekreft',
      cancel: 'Avbryt',
      close: 'Lukk',
      retry: 'Prøv igjen',
      back: 'Tilbake',
    },
    member: {
      unavailableTitle: 'Dette medlemmet er ikke tilgjengelig',
      unavailableText:
        'Denne profilen kan ikke vises nå. Det er mange andre medlemmer å bli kjent med.',
      home: 'Gå til forsiden',
    },
    status: {
      loading: 'Laster …',
    },
    copy: {
      failed: 'Denne nettleseren tillot ikke kopiering. Kopier det for hånd: {{value}}',
    },
    reason: {
      required: 'Oppgi en grunn',
    },
    remote: {
      unavailable: 'Denne delen av siden kunne ikke lastes inn.',
    },
    language: {
      label: 'Språk',
    },
  },
};
