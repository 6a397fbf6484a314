import {
  type DateInfoInput,
  type FavoriteInfoInput,
  type Language,
  type PersonInfoInput,
  type SectionTable,
  type UserInfoInput,
} from '@dating/contracts';

/** A section's fields as the member answered them: everything but the member and the privacy. */
type FieldsOf<Input> = Exclude<keyof Input, 'user_id' | 'hidden_fields' | 'sensitive_consent'>;

/**
 * Each section's field labels, in the wizard's order (the order the export lists them in). Typed
 * by the sections' schemas, so a field added to a section without its label here does not build.
 */
export interface SectionFieldLabels {
  USER_INFO: Record<FieldsOf<UserInfoInput>, string>;
  PERSON_INFO: Record<FieldsOf<PersonInfoInput>, string>;
  FAVORITE_INFO: Record<FieldsOf<FavoriteInfoInput>, string>;
  DATE_INFO: Record<FieldsOf<DateInfoInput>, string>;
}

/** The files of svc-profile's part of a member's data export. */
export type ExportFileKind =
  'profile' | 'sensitiveConsent' | 'photos' | 'photo' | 'verification' | 'selfie';

/** Everything svc-profile's part of an export says in words, in one language. */
export interface ExportTexts {
  /** Each file's `about` in README.txt: one sentence. */
  about: Record<ExportFileKind, string>;
  sections: Record<SectionTable, string>;
  fields: SectionFieldLabels;
  visibility: Record<'Y' | 'N', string>;
  photoStatus: Record<'approved' | 'pending' | 'removed', string>;
  verificationStatus: Record<'started' | 'pending' | 'verified' | 'rejected', string>;
  consentAction: Record<'given' | 'withdrawn', string>;
  /** Who decided a review: never the administrator's identity. */
  administrator: string;
}

/*
 * The labels of the sections and fields are the wizard's (mfe-profile's translations, `section`
 * and `field`), word for word: the member reads the export as they read the form.
 */
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
  sections: {
    USER_INFO: 'User Information',
    PERSON_INFO: 'Personal Information',
    FAVORITE_INFO: 'Favorite',
    DATE_INFO: 'Date Information',
  },
  fields: {
    USER_INFO: {
      name: 'Your Name',
      gender: 'Gender',
      occupation: 'Occupation',
      c_email: 'Email',
      whats_app: "What's App",
      phone: 'Tel',
      birthdate: 'Your Birthday',
      country: 'Country',
      caption: 'Caption',
      line: 'Line',
      facebook: 'Facebook',
    },
    PERSON_INFO: {
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      shape: 'Shape',
      marital_stat: 'Marital Status',
      kids: 'Do you want children?',
      num_child: 'Number of children',
      live_with: 'Who do you live with?',
      influences_factor: 'Who influences you the most?',
      ethnicity: 'Ethnicity',
      religion: 'Religion',
      zodiac: 'Zodiac sign',
      education: 'Education',
      person_value: 'What do you value in a person?',
    },
    FAVORITE_INFO: {
      drinking: 'How often do you drink?',
      favorite: 'What do you like?',
      sexual_orien: 'Sexual orientation',
      free_time: 'What do you like to do in your free time?',
      politics: 'Politics',
      smoking: 'Do you smoke?',
      food: 'Favorite Food',
      sport: 'Favorite Sport',
      community: 'Causes and communities',
    },
    DATE_INFO: {
      looking_for: 'What are you looking for?',
      gender_for: 'Gender looking for',
      age_start: 'Age range from',
      age_end: 'Age range to',
      lang_important: 'Is the communication language important to you?',
      learn_th: 'Are you interested in learning Thai?',
      th_spouse_reason: 'Why do you want a Thai spouse?',
      th_women_think: 'What do you think about Thai women/man?',
      spouse_expect: 'What do you expect from your future spouse?',
    },
  },
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
  sections: {
    USER_INFO: 'ข้อมูลผู้ใช้',
    PERSON_INFO: 'ข้อมูลส่วนตัว',
    FAVORITE_INFO: 'สิ่งที่ชื่นชอบ',
    DATE_INFO: 'ข้อมูลการออกเดต',
  },
  fields: {
    USER_INFO: {
      name: 'ชื่อของคุณ',
      gender: 'เพศ',
      occupation: 'อาชีพ',
      c_email: 'อีเมล',
      whats_app: 'WhatsApp',
      phone: 'โทรศัพท์',
      birthdate: 'วันเกิดของคุณ',
      country: 'ประเทศ',
      caption: 'คำบรรยาย',
      line: 'ไลน์',
      facebook: 'เฟซบุ๊ก',
    },
    PERSON_INFO: {
      height: 'ส่วนสูง (ซม.)',
      weight: 'น้ำหนัก (กก.)',
      shape: 'รูปร่าง',
      marital_stat: 'สถานภาพสมรส',
      kids: 'คุณต้องการมีบุตรหรือไม่?',
      num_child: 'จำนวนบุตร',
      live_with: 'คุณอาศัยอยู่กับใคร?',
      influences_factor: 'ใครมีอิทธิพลต่อคุณมากที่สุด?',
      ethnicity: 'เชื้อชาติ',
      religion: 'ศาสนา',
      zodiac: 'ราศี',
      education: 'การศึกษา',
      person_value: 'คุณให้คุณค่ากับสิ่งใดในตัวคนอื่น?',
    },
    FAVORITE_INFO: {
      drinking: 'คุณดื่มเครื่องดื่มแอลกอฮอล์บ่อยแค่ไหน?',
      favorite: 'คุณชอบอะไร?',
      sexual_orien: 'รสนิยมทางเพศ',
      free_time: 'คุณชอบทำอะไรในเวลาว่าง?',
      politics: 'การเมือง',
      smoking: 'คุณสูบบุหรี่หรือไม่?',
      food: 'อาหารที่ชอบ',
      sport: 'กีฬาที่ชอบ',
      community: 'กิจกรรมเพื่อสังคมและชุมชน',
    },
    DATE_INFO: {
      looking_for: 'คุณกำลังมองหาอะไร?',
      gender_for: 'เพศที่คุณกำลังมองหา',
      age_start: 'ช่วงอายุตั้งแต่',
      age_end: 'ช่วงอายุถึง',
      lang_important: 'ภาษาที่ใช้สื่อสารสำคัญสำหรับคุณหรือไม่?',
      learn_th: 'คุณสนใจเรียนภาษาไทยหรือไม่?',
      th_spouse_reason: 'ทำไมคุณถึงต้องการคู่ครองคนไทย?',
      th_women_think: 'คุณคิดอย่างไรเกี่ยวกับผู้หญิง/ผู้ชายไทย?',
      spouse_expect: 'คุณคาดหวังอะไรจากคู่ครองในอนาคต?',
    },
  },
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
  sections: {
    USER_INFO: 'Brukerinformasjon',
    PERSON_INFO: 'Personlig informasjon',
    FAVORITE_INFO: 'Favoritter',
    DATE_INFO: 'Dateinformasjon',
  },
  fields: {
    USER_INFO: {
      name: 'Navnet ditt',
      gender: 'Kjønn',
      occupation: 'Yrke',
      c_email: 'E-post',
      whats_app: 'WhatsApp',
      phone: 'Telefon',
      birthdate: 'Fødselsdatoen din',
      country: 'Land',
      caption: 'Bildetekst',
      line: 'Line',
      facebook: 'Facebook',
    },
    PERSON_INFO: {
      height: 'Høyde (cm)',
      weight: 'Vekt (kg)',
      shape: 'Kroppsfasong',
      marital_stat: 'Sivilstand',
      kids: 'Ønsker du barn?',
      num_child: 'Antall barn',
      live_with: 'Hvem bor du med?',
      influences_factor: 'Hvem påvirker deg mest?',
      ethnicity: 'Etnisitet',
      religion: 'Religion',
      zodiac: 'Stjernetegn',
      education: 'Utdanning',
      person_value: 'Hva verdsetter du hos et menneske?',
    },
    FAVORITE_INFO: {
      drinking: 'Hvor ofte drikker du alkohol?',
      favorite: 'Hva liker du?',
      sexual_orien: 'Seksuell legning',
      free_time: 'Hva liker du å gjøre på fritiden?',
      politics: 'Politikk',
      smoking: 'Røyker du?',
      food: 'Favorittmat',
      sport: 'Favorittsport',
      community: 'Saker og fellesskap',
    },
    DATE_INFO: {
      looking_for: 'Hva ser du etter?',
      gender_for: 'Kjønn du ser etter',
      age_start: 'Aldersspenn fra',
      age_end: 'Aldersspenn til',
      lang_important: 'Er kommunikasjonsspråket viktig for deg?',
      learn_th: 'Er du interessert i å lære thai?',
      th_spouse_reason: 'Hvorfor ønsker du en thailandsk partner?',
      th_women_think: 'Hva synes du om thailandske kvinner/menn?',
      spouse_expect: 'Hva forventer du av din fremtidige partner?',
    },
  },
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
