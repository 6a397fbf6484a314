import { addTranslations, type Translations } from '@dating/portal';

/** mfe-matching's texts, namespace `matching`; English is SPEC.md's wording where it gives one. */
export const matchingTranslations: Translations = {
  en: {
    cards: {
      noCaption: 'No caption',
      age: '{{age}} years',
      noResults: 'No results found',
      loadMore: 'Load more',
      failed: 'The members could not be loaded: {{message}}',
      verified: 'Verified photos',
    },
    search: {
      title: 'Search',
      intro: 'Find members by gender and the age range you are looking for.',
      gender: 'Gender looking for',
      genders: { ALL: 'All', M: 'Man', F: 'Woman', LB: 'Ladyboy', TG: 'Transgender' },
      ageStart: 'Age range from',
      ageEnd: 'Age range to',
      results: 'Search results',
      verifiedOnly: 'Verified members only',
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
    home: {
      membersFailed: 'The member cards could not be loaded: {{message}}',
    },
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
    block: {
      action: 'Block',
      actionNamed: 'Block {{name}}',
      title: 'Block this member?',
      titleNamed: 'Block {{name}}?',
      confirm:
        'You will no longer see each other anywhere; any interest or match between you ends.',
    },
    blocked: {
      title: 'Blocked members',
      intro: 'Members you have blocked. You do not see each other until you unblock them.',
      empty: 'You have not blocked anyone.',
      unblock: 'Unblock',
      unblockNamed: 'Unblock {{name}}',
      failed: 'The blocked members could not be loaded: {{message}}',
    },
  },
  th: {
    cards: {
      noCaption: 'ไม่มีคำบรรยาย',
      age: '{{age}} ปี',
      noResults: 'ไม่พบผลลัพธ์',
      loadMore: 'โหลดเพิ่มเติม',
      failed: 'ไม่สามารถโหลดรายชื่อสมาชิกได้: {{message}}',
      verified: 'รูปภาพที่ยืนยันแล้ว',
    },
    search: {
      title: 'ค้นหา',
      intro: 'ค้นหาสมาชิกตามเพศและช่วงอายุที่คุณสนใจ',
      gender: 'เพศที่กำลังมองหา',
      genders: { ALL: 'ทั้งหมด', M: 'ชาย', F: 'หญิง', LB: 'เลดี้บอย', TG: 'คนข้ามเพศ' },
      ageStart: 'ช่วงอายุตั้งแต่',
      ageEnd: 'ช่วงอายุถึง',
      results: 'ผลการค้นหา',
      verifiedOnly: 'เฉพาะสมาชิกที่ยืนยันแล้ว',
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
    home: {
      membersFailed: 'ไม่สามารถโหลดการ์ดสมาชิกได้: {{message}}',
    },
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
    block: {
      action: 'บล็อก',
      actionNamed: 'บล็อก {{name}}',
      title: 'บล็อกสมาชิกคนนี้หรือไม่?',
      titleNamed: 'บล็อก {{name}} หรือไม่?',
      confirm: 'คุณทั้งสองจะไม่เห็นกันอีกต่อไปในทุกที่ และความสนใจหรือการจับคู่ระหว่างคุณจะสิ้นสุดลง',
    },
    blocked: {
      title: 'สมาชิกที่ถูกบล็อก',
      intro: 'สมาชิกที่คุณบล็อกไว้ คุณทั้งสองจะไม่เห็นกันจนกว่าคุณจะเลิกบล็อก',
      empty: 'คุณยังไม่ได้บล็อกใคร',
      unblock: 'เลิกบล็อก',
      unblockNamed: 'เลิกบล็อก {{name}}',
      failed: 'ไม่สามารถโหลดรายชื่อสมาชิกที่ถูกบล็อกได้: {{message}}',
    },
  },
  no: {
    cards: {
      noCaption: 'Ingen bildetekst',
      age: '{{age}} år',
      noResults: 'Ingen treff',
      loadMore: 'Last inn flere',
      failed: 'Kunne ikke laste inn medlemmene: {{message}}',
      verified: 'Verifiserte bilder',
    },
    search: {
      title: 'Søk',
      intro: 'Finn medlemmer etter kjønn og aldersgruppen du ser etter.',
      gender: 'Kjønn du ser etter',
      genders: { ALL: 'Alle', M: 'Mann', F: 'Kvinne', LB: 'Ladyboy', TG: 'Transkjønnet' },
      ageStart: 'Alder fra',
      ageEnd: 'Alder til',
      results: 'Søkeresultater',
      verifiedOnly: 'Bare verifiserte medlemmer',
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
    home: {
      membersFailed: 'Medlemskortene kunne ikke lastes: {{message}}',
    },
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
    block: {
      action: 'Blokker',
      actionNamed: 'Blokker {{name}}',
      title: 'Blokkere dette medlemmet?',
      titleNamed: 'Blokkere {{name}}?',
      confirm:
        'Dere vil ikke lenger se hverandre noe sted; all interesse eller match mellom dere avsluttes.',
    },
    blocked: {
      title: 'Blokkerte medlemmer',
      intro: 'Medlemmer du har blokkert. Dere ser ikke hverandre før du opphever blokkeringen.',
      empty: 'Du har ikke blokkert noen.',
      unblock: 'Opphev blokkering',
      unblockNamed: 'Opphev blokkering av {{name}}',
      failed: 'Kunne ikke laste inn de blokkerte medlemmene: {{message}}',
    },
  },
};

export const matchingNamespace = 'matching';
addTranslations(matchingNamespace, matchingTranslations);
