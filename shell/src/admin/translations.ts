import { addTranslations, type Translations } from '@dating/portal';

/**
 * The admin area's frame, namespace `admin`: its menu, and the dashboard's and member page's
 * own texts. Each panel's texts are its remote's.
 */
export const adminTranslations: Translations = {
  en: {
    title: 'Administration',
    sections: 'Admin sections',
    nav: {
      dashboard: 'Dashboard',
      members: 'Members',
      moderation: 'Moderation',
      photos: 'Photos',
      verifications: 'Verifications',
      audit: 'Audit log',
      purchases: 'Purchases',
      resetRequests: 'Password reset requests',
      deletions: 'Deletions',
      exports: 'Data exports',
      retention: 'Retention',
    },
    dashboard: {
      title: 'Dashboard',
      figures: 'Figures',
      groups: {
        subscription: 'Subscriptions and revenue',
        matching: 'Open reports',
        profile: 'Photos and verifications waiting',
      },
    },
    members: {
      back: 'Back to the members',
    },
  },
  th: {
    title: 'ผู้ดูแลระบบ',
    sections: 'ส่วนของผู้ดูแลระบบ',
    nav: {
      dashboard: 'แดชบอร์ด',
      members: 'สมาชิก',
      moderation: 'การตรวจสอบรายงาน',
      photos: 'รูปภาพ',
      verifications: 'การยืนยันตัวตน',
      audit: 'บันทึกการดำเนินการ',
      purchases: 'การซื้อ',
      resetRequests: 'คำขอรีเซ็ตรหัสผ่าน',
      deletions: 'การลบบัญชี',
      exports: 'การส่งออกข้อมูล',
      retention: 'การเก็บรักษาข้อมูล',
    },
    dashboard: {
      title: 'แดชบอร์ด',
      figures: 'ตัวเลขสรุป',
      groups: {
        subscription: 'การสมัครสมาชิกและรายได้',
        matching: 'รายงานที่ยังเปิดอยู่',
        profile: 'รูปภาพและคำขอยืนยันตัวตนที่รอตรวจสอบ',
      },
    },
    members: {
      back: 'กลับไปที่รายชื่อสมาชิก',
    },
  },
  no: {
    title: 'Administrasjon',
    sections: 'Administrasjonsdeler',
    nav: {
      dashboard: 'Oversikt',
      members: 'Medlemmer',
      moderation: 'Moderering',
      photos: 'Bilder',
      verifications: 'Verifiseringer',
      audit: 'Aktivitetslogg',
      purchases: 'Kjøp',
      resetRequests: 'Forespørsler om nytt passord',
      deletions: 'Kontosletting',
      exports: 'Dataeksporter',
      retention: 'Oppbevaring',
    },
    dashboard: {
      title: 'Oversikt',
      figures: 'Nøkkeltall',
      groups: {
        subscription: 'Abonnementer og inntekter',
        matching: 'Åpne rapporter',
        profile: 'Bilder og verifiseringer som venter',
      },
    },
    members: {
      back: 'Tilbake til medlemmene',
    },
  },
};

export const adminNamespace = 'admin';
addTranslations(adminNamespace, adminTranslations);
