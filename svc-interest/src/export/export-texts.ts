import { type Language } from '@dating/contracts';

/** What each file of svc-interest's part of a data export says about itself (README.txt). */
export interface ExportTexts {
  interests: string;
  matches: string;
  blocks: string;
  conversations: string;
  conversation: (n: number) => string;
  reportsMade: string;
  notifications: string;
  /** The other member of a conversation whose account was deleted, as the portal names them. */
  deletedMember: string;
  /** The other member when the portal no longer shows their profile (hidden or deactivated). */
  memberNotShown: string;
}

export const exportTexts: Readonly<Record<Language, ExportTexts>> = {
  en: {
    interests:
      'The interest you showed and received: who, when, and its state (waiting, matched, or ended by an ignore, an unmatch or a block).',
    matches: 'The members you are matched with now, and since when.',
    blocks:
      'The members you blocked, with the name they had then, when, and whether the block still stands.',
    conversations:
      'Your conversations: with whom, when each began, whether it is still open, and the file that holds its messages.',
    conversation: (n) =>
      `Conversation ${n}: every message of both of you as you both saw it, with when it was sent and whether it was read; removed messages are marked.`,
    reportsMade:
      'The reports you made about other members: reason, your words, when, and whether a moderator has closed them.',
    notifications:
      'Your notifications in the portal: what each told you, when, whether you read it, and whether it went out in an e-mail digest.',
    deletedMember: 'Deleted member',
    memberNotShown: 'Member no longer shown',
  },
  th: {
    interests:
      'ความสนใจที่คุณแสดงและได้รับ: ใคร เมื่อใด และสถานะ (รอคำตอบ จับคู่แล้ว หรือสิ้นสุดด้วยการเพิกเฉย การยกเลิกการจับคู่ หรือการบล็อก)',
    matches: 'สมาชิกที่คุณจับคู่อยู่ในขณะนี้ และตั้งแต่เมื่อใด',
    blocks: 'สมาชิกที่คุณบล็อก พร้อมชื่อของพวกเขาในตอนนั้น เมื่อใด และการบล็อกยังมีผลอยู่หรือไม่',
    conversations: 'บทสนทนาของคุณ: กับใคร เริ่มเมื่อใด ยังเปิดอยู่หรือไม่ และไฟล์ที่เก็บข้อความของบทสนทนานั้น',
    conversation: (n) =>
      `บทสนทนาที่ ${n}: ทุกข้อความของคุณทั้งสองตามที่ทั้งสองฝ่ายเห็น พร้อมเวลาที่ส่งและสถานะการอ่าน ข้อความที่ถูกลบจะมีเครื่องหมายกำกับ`,
    reportsMade: 'รายงานที่คุณทำเกี่ยวกับสมาชิกคนอื่น: เหตุผล ข้อความของคุณ เมื่อใด และผู้ดูแลปิดรายงานแล้วหรือไม่',
    notifications:
      'การแจ้งเตือนของคุณในเว็บไซต์: แต่ละรายการบอกอะไร เมื่อใด คุณอ่านแล้วหรือไม่ และส่งไปในอีเมลสรุปหรือไม่',
    deletedMember: 'สมาชิกที่ลบบัญชีแล้ว',
    memberNotShown: 'สมาชิกที่ไม่แสดงแล้ว',
  },
  no: {
    interests:
      'Interessen du har vist og fått: hvem, når, og hvor den står (venter, match, eller avsluttet ved at noen ignorerte, fjernet matchen eller blokkerte).',
    matches: 'Medlemmene du har match med nå, og siden når.',
    blocks:
      'Medlemmene du har blokkert, med navnet de hadde da, når, og om blokkeringen fortsatt gjelder.',
    conversations:
      'Samtalene dine: med hvem, når hver begynte, om den fortsatt er åpen, og filen som har meldingene.',
    conversation: (n) =>
      `Samtale ${n}: alle meldingene fra dere begge slik dere begge så dem, med når de ble sendt og om de er lest; fjernede meldinger er merket.`,
    reportsMade:
      'Rapportene du har sendt om andre medlemmer: grunn, dine ord, når, og om en moderator har lukket dem.',
    notifications:
      'Varslene dine i portalen: hva hvert av dem fortalte, når, om du har lest det, og om det ble sendt i en e-postoppsummering.',
    deletedMember: 'Slettet medlem',
    memberNotShown: 'Medlemmet vises ikke lenger',
  },
};
