import { addTranslations, type Translations } from '@dating/portal';

/** mfe-matching's texts, namespace `matching`; English is SPEC.md's wording where it gives one. */
export const matchingTranslations: Translations = {
  en: {
    cards: {
      loadMore: 'Load more',
      failed: 'The members could not be loaded: {{message}}',
    },
    search: {
      title: 'Search',
      intro: 'Find members by gender and the age range you are looking for.',
      gender: 'Gender looking for',
      genders: { ALL: 'All', M: 'Man', F: 'Woman', LB: 'Ladyboy', TG: 'Transgender' },
      ageStart: 'Age range from',
      ageEnd: 'Age range to',
      results: 'Search results',
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
    cards: {
      loadMore: 'โหลดเพิ่มเติม',
      failed: 'ไม่สามารถโหลดรายชื่อสมาชิกได้: {{message}}',
    },
    search: {
      title: 'ค้นหา',
      intro: 'ค้นหาสมาชิกตามเพศและช่วงอายุที่คุณสนใจ',
      gender: 'เพศที่กำลังมองหา',
      genders: { ALL: 'ทั้งหมด', M: 'ชาย', F: 'หญิง', LB: 'เลดี้บอย', TG: 'คนข้ามเพศ' },
      ageStart: 'ช่วงอายุตั้งแต่',
      ageEnd: 'ช่วงอายุถึง',
      results: 'ผลการค้นหา',
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
    cards: {
      loadMore: 'Last inn flere',
      failed: 'Kunne ikke laste inn medlemmene: {{message}}',
    },
    search: {
      title: 'Søk',
      intro: 'Finn medlemmer etter kjønn og aldersgruppen du ser etter.',
      gender: 'Kjønn du ser etter',
      genders: { ALL: 'Alle', M: 'Mann', F: 'Kvinne', LB: 'Ladyboy', TG: 'Transkjønnet' },
      ageStart: 'Alder fra',
      ageEnd: 'Alder til',
      results: 'Søkeresultater',
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
