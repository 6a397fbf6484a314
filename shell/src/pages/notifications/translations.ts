import { addTranslations, type Translations } from '@dating/portal';

/** The notifications page, namespace `notifications`: loaded with the page, not at start. */
export const notificationsTranslations: Translations = {
  en: {
    title: 'Notifications',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    more: 'Load more',
    empty:
      'You have no notifications yet. When someone shows interest in you, matches with you or writes to you, you will see it here.',
    failed: 'Your notifications could not be loaded: {{message}}',
    unread: 'Unread:',
    someone: 'A member',
    kind: {
      interest: '{{name}} is interested in you',
      match: '{{name}} matched with you',
      message: 'New message from {{name}}',
      purchaseApproved: 'Your payment was approved. Your membership lasts until {{date}}.',
      purchaseApprovedUndated: 'Your payment was approved. Your membership is active.',
      purchaseRejected: 'Your payment was not approved: {{reason}}',
      purchaseRejectedUnexplained: 'Your payment was not approved.',
      membershipEnding: 'Your membership ends on {{date}}.',
      membershipEndingUndated: 'Your membership ends soon.',
      membershipEnded: 'Your membership has ended.',
      warning: 'A moderator sent you a warning: {{reason}}',
      warningUnexplained: 'A moderator sent you a warning.',
    },
  },
  th: {
    title: 'การแจ้งเตือน',
    markAll: 'ทำเครื่องหมายว่าอ่านทั้งหมดแล้ว',
    markRead: 'ทำเครื่องหมายว่าอ่านแล้ว',
    more: 'โหลดเพิ่ม',
    empty: 'คุณยังไม่มีการแจ้งเตือน เมื่อมีคนสนใจคุณ จับคู่กับคุณ หรือส่งข้อความถึงคุณ คุณจะเห็นที่นี่',
    failed: 'ไม่สามารถโหลดการแจ้งเตือนของคุณได้: {{message}}',
    unread: 'ยังไม่ได้อ่าน:',
    someone: 'สมาชิกท่านหนึ่ง',
    kind: {
      interest: '{{name}} สนใจคุณ',
      match: '{{name}} จับคู่กับคุณแล้ว',
      message: 'ข้อความใหม่จาก {{name}}',
      purchaseApproved: 'การชำระเงินของคุณได้รับการอนุมัติแล้ว สมาชิกภาพของคุณใช้ได้ถึง {{date}}',
      purchaseApprovedUndated: 'การชำระเงินของคุณได้รับการอนุมัติแล้ว สมาชิกภาพของคุณเริ่มใช้งานแล้ว',
      purchaseRejected: 'การชำระเงินของคุณไม่ได้รับการอนุมัติ: {{reason}}',
      purchaseRejectedUnexplained: 'การชำระเงินของคุณไม่ได้รับการอนุมัติ',
      membershipEnding: 'สมาชิกภาพของคุณจะสิ้นสุดในวันที่ {{date}}',
      membershipEndingUndated: 'สมาชิกภาพของคุณจะสิ้นสุดเร็วๆ นี้',
      membershipEnded: 'สมาชิกภาพของคุณสิ้นสุดแล้ว',
      warning: 'ผู้ดูแลส่งคำเตือนถึงคุณ: {{reason}}',
      warningUnexplained: 'ผู้ดูแลส่งคำเตือนถึงคุณ',
    },
  },
  no: {
    title: 'Varsler',
    markAll: 'Merk alle som lest',
    markRead: 'Merk som lest',
    more: 'Last inn flere',
    empty:
      'Du har ingen varsler ennå. Når noen viser interesse for deg, matcher med deg eller skriver til deg, ser du det her.',
    failed: 'Varslene dine kunne ikke lastes inn: {{message}}',
    unread: 'Ulest:',
    someone: 'Et medlem',
    kind: {
      interest: '{{name}} er interessert i deg',
      match: '{{name}} matchet med deg',
      message: 'Ny melding fra {{name}}',
      purchaseApproved: 'Betalingen din er godkjent. Medlemskapet ditt varer til {{date}}.',
      purchaseApprovedUndated: 'Betalingen din er godkjent. Medlemskapet ditt er aktivt.',
      purchaseRejected: 'Betalingen din ble ikke godkjent: {{reason}}',
      purchaseRejectedUnexplained: 'Betalingen din ble ikke godkjent.',
      membershipEnding: 'Medlemskapet ditt slutter {{date}}.',
      membershipEndingUndated: 'Medlemskapet ditt slutter snart.',
      membershipEnded: 'Medlemskapet ditt er avsluttet.',
      warning: 'En moderator har sendt deg en advarsel: {{reason}}',
      warningUnexplained: 'En moderator har sendt deg en advarsel.',
    },
  },
};

export const notificationsNamespace = 'notifications';
addTranslations(notificationsNamespace, notificationsTranslations);
