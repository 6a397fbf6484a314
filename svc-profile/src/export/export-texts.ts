import { type Language, type ProfileLabels } from '@dating/contracts';
import { englishProfileLabels } from '@dating/contracts/profile/labels/en';
import { norwegianProfileLabels } from '@dating/contracts/profile/labels/no';
import { thaiProfileLabels } from '@dating/contracts/profile/labels/th';

/** The files of svc-profile's part of a member's data export. */
export type ExportFileKind =
  'profile' | 'sensitiveConsent' | 'photos' | 'photo' | 'verification' | 'selfie';

/**
 * Everything svc-profile's part of an export says in words, in one language. The section titles
 * and field labels are the wizard's: the member reads the export as they read the form.
 */
export interface ExportTexts extends ProfileLabels {
  /** Each file's `about` in README.txt: one sentence. */
  about: Record<ExportFileKind, string>;
  visibility: Record<'Y' | 'N', string>;
  photoStatus: Record<'approved' | 'pending' | 'removed', string>;
  verificationStatus: Record<'started' | 'pending' | 'verified' | 'rejected', string>;
  consentAction: Record<'given' | 'withdrawn', string>;
  /** Who decided a review: never the administrator's identity. */
  administrator: string;
}

const en: ExportTexts = {
  about: {
    profile:
      'Your profile: the four sections with each question and your answer in words, which fields you hid from other members, whether your profile is shown, and when you created and last changed each section.',
    sensitiveConsent:
      'Each time you gave or withdrew your consent to keep your ethnicity, religion, sexual orientation and political views: the version and language of the text you saw, its SHA-256 fingerprint, and when.',
    photos:
      'Your profile photos: each slot, whether an administrator approved it, it waits for review or it was removed (with the reason you were told), when you uploaded it, and its file in this folder.',
    photo: 'A profile photo of yours, as you uploaded it.',
    verification:
      'Your photo verification requests: the code you were asked to hold, the status, when you started, sent and were answered, and the reason an administrator gave if the request was refused.',
    selfie: 'A selfie you sent to verify your photos, as you uploaded it.',
  },
  ...englishProfileLabels,
  visibility: { Y: 'Shown to other members', N: 'Hidden from other members' },
  photoStatus: {
    approved: 'Approved',
    pending: 'Waiting for review',
    removed: 'Removed by an administrator',
  },
  verificationStatus: {
    started: 'Started, no selfie sent',
    pending: 'Waiting for review',
    verified: 'Verified',
    rejected: 'Not approved',
  },
  consentAction: { given: 'Consent given', withdrawn: 'Consent withdrawn' },
  administrator: 'An administrator',
};

const th: ExportTexts = {
  about: {
    profile:
      'โปรไฟล์ของคุณ: ข้อมูลทั้งสี่ส่วนพร้อมคำถามและคำตอบของคุณเป็นข้อความ ช่องที่คุณซ่อนจากสมาชิกคนอื่น การแสดงโปรไฟล์ และเวลาที่คุณสร้างและแก้ไขแต่ละส่วนล่าสุด',
    sensitiveConsent:
      'ทุกครั้งที่คุณให้หรือถอนความยินยอมให้เก็บเชื้อชาติ ศาสนา รสนิยมทางเพศ และความคิดเห็นทางการเมืองของคุณ: ฉบับและภาษาของข้อความที่คุณเห็น ลายนิ้วมือ SHA-256 ของข้อความ และเวลา',
    photos:
      'รูปโปรไฟล์ของคุณ: แต่ละช่อง สถานะว่าผู้ดูแลระบบอนุมัติแล้ว รอการตรวจสอบ หรือถูกลบ (พร้อมเหตุผลที่แจ้งคุณ) เวลาที่คุณอัปโหลด และชื่อไฟล์ในโฟลเดอร์นี้',
    photo: 'รูปโปรไฟล์ของคุณตามที่คุณอัปโหลด',
    verification:
      'คำขอยืนยันรูปภาพของคุณ: รหัสที่ขอให้คุณถือ สถานะ เวลาที่เริ่ม ส่ง และได้รับคำตอบ และเหตุผลของผู้ดูแลระบบหากคำขอไม่ผ่าน',
    selfie: 'รูปเซลฟีที่คุณส่งเพื่อยืนยันรูปภาพ ตามที่คุณอัปโหลด',
  },
  ...thaiProfileLabels,
  visibility: { Y: 'แสดงต่อสมาชิกคนอื่น', N: 'ซ่อนจากสมาชิกคนอื่น' },
  photoStatus: {
    approved: 'อนุมัติแล้ว',
    pending: 'รอการตรวจสอบ',
    removed: 'ถูกลบโดยผู้ดูแลระบบ',
  },
  verificationStatus: {
    started: 'เริ่มแล้ว ยังไม่ได้ส่งเซลฟี',
    pending: 'รอการตรวจสอบ',
    verified: 'ยืนยันแล้ว',
    rejected: 'ไม่ผ่านการอนุมัติ',
  },
  consentAction: { given: 'ให้ความยินยอม', withdrawn: 'ถอนความยินยอม' },
  administrator: 'ผู้ดูแลระบบ',
};

const no: ExportTexts = {
  about: {
    profile:
      'Profilen din: de fire delene med hvert spørsmål og svaret ditt i ord, hvilke felt du skjulte for andre medlemmer, om profilen vises, og når du opprettet og sist endret hver del.',
    sensitiveConsent:
      'Hver gang du ga eller trakk tilbake samtykket til å lagre etnisitet, religion, seksuell legning og politiske syn: versjonen og språket til teksten du så, SHA-256-fingeravtrykket og tidspunktet.',
    photos:
      'Profilbildene dine: hver plass, om en administrator godkjente bildet, om det venter på kontroll eller ble fjernet (med begrunnelsen du fikk), når du lastet det opp, og filen i denne mappen.',
    photo: 'Et profilbilde av deg, slik du lastet det opp.',
    verification:
      'Forespørslene dine om bildeverifisering: koden du ble bedt om å holde, status, når du startet, sendte og fikk svar, og begrunnelsen en administrator ga hvis forespørselen ble avvist.',
    selfie: 'En selfie du sendte for å verifisere bildene dine, slik du lastet den opp.',
  },
  ...norwegianProfileLabels,
  visibility: { Y: 'Vises for andre medlemmer', N: 'Skjult for andre medlemmer' },
  photoStatus: {
    approved: 'Godkjent',
    pending: 'Venter på kontroll',
    removed: 'Fjernet av en administrator',
  },
  verificationStatus: {
    started: 'Startet, ingen selfie sendt',
    pending: 'Venter på kontroll',
    verified: 'Verifisert',
    rejected: 'Ikke godkjent',
  },
  consentAction: { given: 'Samtykke gitt', withdrawn: 'Samtykke trukket tilbake' },
  administrator: 'En administrator',
};

/** svc-profile's export texts in each of the portal's languages, kept together. */
export const exportTexts: Readonly<Record<Language, ExportTexts>> = { en, th, no };
