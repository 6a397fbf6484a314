import { addTranslations, type Translations } from '@dating/portal';
import { profileNamespace } from '../../translations';

/** The interest actions' texts, under `interest.` in the `profile` namespace. */
export const interestTranslations: Translations = {
  en: {
    interest: {
      actions: 'Interest actions',
      interest: 'Interest',
      ignore: 'Ignore',
      match: 'Match',
      unmatchIgnore: 'Unmatch/Ignore',
      unmatch: 'Unmatch',
      subscribe: 'Subscribe',
      confirmInterest: 'Are you sure you want to show interest in this him/her?',
      confirmMatch: 'Are you sure you want to match with him/her?',
      confirmIgnore: 'Are you sure you want to ignore in this him/her?',
      subscribeHint: 'Subscribers see the contact details of the members they match with.',
      failed: 'The interest actions could not be loaded: {{message}}',
    },
  },
  th: {
    interest: {
      actions: 'การแสดงความสนใจ',
      interest: 'สนใจ',
      ignore: 'เพิกเฉย',
      match: 'จับคู่',
      unmatchIgnore: 'ยกเลิกการจับคู่/เพิกเฉย',
      unmatch: 'ยกเลิกการจับคู่',
      subscribe: 'สมัครสมาชิก',
      confirmInterest: 'คุณแน่ใจหรือไม่ว่าต้องการแสดงความสนใจในตัวเขา/เธอ?',
      confirmMatch: 'คุณแน่ใจหรือไม่ว่าต้องการจับคู่กับเขา/เธอ?',
      confirmIgnore: 'คุณแน่ใจหรือไม่ว่าต้องการเพิกเฉยต่อเขา/เธอ?',
      subscribeHint: 'สมาชิกที่สมัครแพ็กเกจจะเห็นข้อมูลติดต่อของคนที่จับคู่ด้วย',
      failed: 'ไม่สามารถโหลดการแสดงความสนใจได้: {{message}}',
    },
  },
  no: {
    interest: {
      actions: 'Interesse',
      interest: 'Interessert',
      ignore: 'Ignorer',
      match: 'Match',
      unmatchIgnore: 'Fjern match/Ignorer',
      unmatch: 'Fjern match',
      subscribe: 'Abonner',
      confirmInterest: 'Er du sikker på at du vil vise interesse for ham/henne?',
      confirmMatch: 'Er du sikker på at du vil matche med ham/henne?',
      confirmIgnore: 'Er du sikker på at du vil ignorere ham/henne?',
      subscribeHint: 'Abonnenter ser kontaktopplysningene til medlemmene de har match med.',
      failed: 'Kunne ikke laste inn interessevalgene: {{message}}',
    },
  },
};

addTranslations(profileNamespace, interestTranslations);
