import { addTranslations, type Translations } from '@dating/portal';

/** mfe-matching's texts, namespace `matching`; English is SPEC.md's wording where it gives one. */
export const matchingTranslations: Translations = {
  en: {
    search: {
      title: 'Search',
      intro: 'Find members by gender and the age range you are looking for.',
    },
    myInterest: {
      title: 'My Interest',
      intro: 'People you have shown interest in.',
    },
    interestMe: {
      title: 'Interest Me',
      intro: 'People who are interested in you.',
    },
    matching: {
      title: 'Matching',
      intro: 'People you have matched with.',
    },
  },
  th: {
    search: {
      title: 'ค้นหา',
      intro: 'ค้นหาสมาชิกตามเพศและช่วงอายุที่คุณสนใจ',
    },
    myInterest: {
      title: 'คนที่ฉันสนใจ',
      intro: 'คนที่คุณแสดงความสนใจ',
    },
    interestMe: {
      title: 'คนที่สนใจฉัน',
      intro: 'คนที่สนใจคุณ',
    },
    matching: {
      title: 'จับคู่',
      intro: 'คนที่คุณจับคู่ด้วยแล้ว',
    },
  },
  no: {
    search: {
      title: 'Søk',
      intro: 'Finn medlemmer etter kjønn og aldersgruppen du ser etter.',
    },
    myInterest: {
      title: 'Min interesse',
      intro: 'Personer du har vist interesse for.',
    },
    interestMe: {
      title: 'Interessert i meg',
      intro: 'Personer som er interessert i deg.',
    },
    matching: {
      title: 'Match',
      intro: 'Personer du har fått match med.',
    },
  },
};

export const matchingNamespace = 'matching';
addTranslations(matchingNamespace, matchingTranslations);
