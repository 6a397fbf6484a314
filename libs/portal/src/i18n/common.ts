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
    },
    status: {
      loading: 'Loading…',
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
    },
    status: {
      loading: 'กำลังโหลด…',
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
    },
    status: {
      loading: 'Laster …',
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
