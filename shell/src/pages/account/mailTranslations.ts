import { addTranslations, type Translations } from '@dating/portal';

/**
 * The e-mail settings on the account page and the unsubscribe page, namespace `mail`: loaded
 * with those pages, not with the e-mail banner's texts at start.
 */
export const mailTranslations: Translations = {
  en: {
    settings: {
      title: 'E-mail notifications',
      legend: 'Send me an e-mail about',
      match: 'Matches',
      matchHint: 'At once, when someone matches with you.',
      digest: 'New messages and interest (digest)',
      digestHint: 'One e-mail every few hours at most, while they are unread.',
      subscription: 'My subscription',
      subscriptionHint:
        'When a payment is approved or rejected, and when your membership is ending or has ended.',
      warning: 'Warnings from moderators',
      warningHint: 'When a moderator warns you about your profile or your messages.',
      save: 'Save',
      failed: 'Your e-mail settings could not be loaded: {{message}}',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      working: 'Turning these e-mails off…',
      kind: 'Turned off: {{kind}}',
      settings: 'Change my e-mail settings',
      login: 'Log in to change your e-mail settings',
    },
  },
  th: {
    settings: {
      title: 'การแจ้งเตือนทางอีเมล',
      legend: 'ส่งอีเมลถึงฉันเมื่อมี',
      match: 'การจับคู่',
      matchHint: 'ทันทีเมื่อมีคนจับคู่กับคุณ',
      digest: 'ข้อความใหม่และความสนใจ (สรุปรวม)',
      digestHint: 'อีเมลเดียวทุกสองสามชั่วโมงเป็นอย่างมาก ขณะที่ยังไม่ได้อ่าน',
      subscription: 'แพ็กเกจสมาชิกของฉัน',
      subscriptionHint: 'เมื่อการชำระเงินได้รับการอนุมัติหรือถูกปฏิเสธ และเมื่อสมาชิกภาพของคุณใกล้สิ้นสุดหรือสิ้นสุดแล้ว',
      warning: 'คำเตือนจากผู้ดูแล',
      warningHint: 'เมื่อผู้ดูแลเตือนคุณเกี่ยวกับโปรไฟล์หรือข้อความของคุณ',
      save: 'บันทึก',
      failed: 'ไม่สามารถโหลดการตั้งค่าอีเมลของคุณได้: {{message}}',
    },
    unsubscribe: {
      title: 'ยกเลิกการรับอีเมล',
      working: 'กำลังปิดการรับอีเมลเหล่านี้…',
      kind: 'ปิดแล้ว: {{kind}}',
      settings: 'เปลี่ยนการตั้งค่าอีเมลของฉัน',
      login: 'เข้าสู่ระบบเพื่อเปลี่ยนการตั้งค่าอีเมลของคุณ',
    },
  },
  no: {
    settings: {
      title: 'Varsler på e-post',
      legend: 'Send meg e-post om',
      match: 'Matcher',
      matchHint: 'Med en gang, når noen matcher med deg.',
      digest: 'Nye meldinger og interesse (sammendrag)',
      digestHint: 'Høyst én e-post med noen timers mellomrom, så lenge de er uleste.',
      subscription: 'Abonnementet mitt',
      subscriptionHint:
        'Når en betaling er godkjent eller avvist, og når medlemskapet ditt snart slutter eller er avsluttet.',
      warning: 'Advarsler fra moderatorer',
      warningHint: 'Når en moderator advarer deg om profilen din eller meldingene dine.',
      save: 'Lagre',
      failed: 'E-postinnstillingene dine kunne ikke lastes inn: {{message}}',
    },
    unsubscribe: {
      title: 'Avslutt e-poster',
      working: 'Slår av disse e-postene …',
      kind: 'Slått av: {{kind}}',
      settings: 'Endre e-postinnstillingene mine',
      login: 'Logg inn for å endre e-postinnstillingene dine',
    },
  },
};

export const mailNamespace = 'mail';
addTranslations(mailNamespace, mailTranslations);
