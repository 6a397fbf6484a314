import { addTranslations, type Translations } from '@dating/portal';

/** The admin area's texts, namespace `admin`. */
export const adminTranslations: Translations = {
  en: {
    menuLink: 'Administration',
    title: 'Administration',
    sections: 'Admin sections',
    purchases: {
      title: 'Purchases',
    },
    resetRequests: {
      title: 'Password reset requests',
      intro:
        'Members who asked for a new password. Each link works once, for 30 minutes; sending it again makes a new link and the old one stops working.',
      requested: 'Requested',
      member: 'Member',
      language: 'Language',
      state: 'State',
      sent: 'Link sent',
      expires: 'Expires',
      used: 'Used',
      actions: 'Actions',
      states: {
        pending: 'Pending',
        sent: 'Sent',
        used: 'Used',
        expired: 'Expired',
      },
      resend: 'Send again',
      resendTitle: 'Send the link again',
      resendText: 'Send a new reset link to {{email}}? The link sent before will stop working.',
      empty: 'No password reset requests yet.',
      newer: 'Newer',
      older: 'Older',
      page: 'Page {{page}}',
    },
  },
  th: {
    menuLink: 'ผู้ดูแลระบบ',
    title: 'ผู้ดูแลระบบ',
    sections: 'ส่วนของผู้ดูแลระบบ',
    purchases: {
      title: 'การซื้อ',
    },
    resetRequests: {
      title: 'คำขอรีเซ็ตรหัสผ่าน',
      intro:
        'สมาชิกที่ขอรหัสผ่านใหม่ ลิงก์แต่ละลิงก์ใช้ได้ครั้งเดียวภายใน 30 นาที การส่งอีกครั้งจะสร้างลิงก์ใหม่และลิงก์เดิมจะใช้ไม่ได้',
      requested: 'วันที่ขอ',
      member: 'สมาชิก',
      language: 'ภาษา',
      state: 'สถานะ',
      sent: 'ส่งลิงก์เมื่อ',
      expires: 'หมดอายุ',
      used: 'ใช้เมื่อ',
      actions: 'การดำเนินการ',
      states: {
        pending: 'รอส่ง',
        sent: 'ส่งแล้ว',
        used: 'ใช้แล้ว',
        expired: 'หมดอายุ',
      },
      resend: 'ส่งอีกครั้ง',
      resendTitle: 'ส่งลิงก์อีกครั้ง',
      resendText: 'ส่งลิงก์รีเซ็ตรหัสผ่านใหม่ไปที่ {{email}} หรือไม่? ลิงก์ที่ส่งไปก่อนหน้านี้จะใช้ไม่ได้',
      empty: 'ยังไม่มีคำขอรีเซ็ตรหัสผ่าน',
      newer: 'ใหม่กว่า',
      older: 'เก่ากว่า',
      page: 'หน้า {{page}}',
    },
  },
  no: {
    menuLink: 'Administrasjon',
    title: 'Administrasjon',
    sections: 'Administrasjonsdeler',
    purchases: {
      title: 'Kjøp',
    },
    resetRequests: {
      title: 'Forespørsler om nytt passord',
      intro:
        'Medlemmer som har bedt om nytt passord. Hver lenke kan brukes én gang i 30 minutter; sender du den på nytt, lages en ny lenke og den gamle slutter å virke.',
      requested: 'Forespurt',
      member: 'Medlem',
      language: 'Språk',
      state: 'Status',
      sent: 'Lenke sendt',
      expires: 'Utløper',
      used: 'Brukt',
      actions: 'Handlinger',
      states: {
        pending: 'Venter',
        sent: 'Sendt',
        used: 'Brukt',
        expired: 'Utløpt',
      },
      resend: 'Send på nytt',
      resendTitle: 'Send lenken på nytt',
      resendText:
        'Sende en ny lenke for å tilbakestille passordet til {{email}}? Lenken som ble sendt før, slutter å virke.',
      empty: 'Ingen forespørsler om nytt passord ennå.',
      newer: 'Nyere',
      older: 'Eldre',
      page: 'Side {{page}}',
    },
  },
};

export const adminNamespace = 'admin';
addTranslations(adminNamespace, adminTranslations);
