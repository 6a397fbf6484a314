import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** code, English, Thai, Norwegian; in the order a member sees them. */
type Option = readonly [code: string, en: string, th: string, no: string];

const genders: readonly Option[] = [
  ['M', 'Man', 'ผู้ชาย', 'Mann'],
  ['F', 'Woman', 'ผู้หญิง', 'Kvinne'],
  ['LB', 'Ladyboy', 'สาวประเภทสอง', 'Ladyboy'],
  ['TG', 'Transgender', 'คนข้ามเพศ', 'Transperson'],
];

/**
 * Every choice list of SPEC.md §3. LANG_IMPORTANT and LEARN_TH have no options of their own:
 * they are answered with ACTIVE_FLAG's (contracts' `optionsTableOf`).
 */
const choiceLists: Record<string, readonly Option[]> = {
  GENDER: genders,
  GENDER_FOR: genders,
  ACTIVE_FLAG: [
    ['Y', 'Yes', 'ใช่', 'Ja'],
    ['N', 'No', 'ไม่ใช่', 'Nei'],
  ],
  PURCHASE_STATUS: [
    ['WP', 'Waiting for payment', 'รอชำระเงิน', 'Venter på betaling'],
    ['WA', 'Waiting admin check', 'รอผู้ดูแลระบบตรวจสอบ', 'Venter på kontroll av administrator'],
    ['AP', 'Approved', 'อนุมัติแล้ว', 'Godkjent'],
    ['RJ', 'Rejected', 'ไม่ได้รับการอนุมัติ', 'Avvist'],
  ],
  SHAPE: [
    ['SLIM', 'Slim', 'ผอมเพรียว', 'Slank'],
    ['ATHLETIC', 'Athletic', 'หุ่นนักกีฬา', 'Atletisk'],
    ['AVERAGE', 'Average', 'หุ่นปานกลาง', 'Gjennomsnittlig'],
    ['MUSCULAR', 'Muscular', 'หุ่นล่ำสัน', 'Muskuløs'],
    ['CURVY', 'Curvy', 'หุ่นอวบอิ่ม', 'Kurvete'],
    ['EXTRA', 'A few extra kilos', 'น้ำหนักเกินเล็กน้อย', 'Noen ekstra kilo'],
  ],
  MARITAL_STAT: [
    ['SINGLE', 'Single', 'โสด', 'Singel'],
    ['DIVORCED', 'Divorced', 'หย่าร้าง', 'Skilt'],
    ['SEPARATED', 'Separated', 'แยกกันอยู่', 'Separert'],
    ['WIDOWED', 'Widowed', 'เป็นหม้าย', 'Enke eller enkemann'],
  ],
  KIDS: [
    ['WANT', 'Yes, I want children', 'อยากมีลูก', 'Ja, jeg vil ha barn'],
    ['NO', 'No, I do not want children', 'ไม่อยากมีลูก', 'Nei, jeg vil ikke ha barn'],
    ['MORE', 'I have children and want more', 'มีลูกแล้วและอยากมีเพิ่ม', 'Jeg har barn og vil ha flere'],
    [
      'ENOUGH',
      'I have children and do not want more',
      'มีลูกแล้วและไม่อยากมีเพิ่ม',
      'Jeg har barn og vil ikke ha flere',
    ],
    ['UNSURE', 'Not sure yet', 'ยังไม่แน่ใจ', 'Vet ikke ennå'],
  ],
  LIVE_WITH: [
    ['ALONE', 'Alone', 'อยู่คนเดียว', 'Alene'],
    ['PARENTS', 'With my parents', 'อยู่กับพ่อแม่', 'Med foreldrene mine'],
    ['FAMILY', 'With my family', 'อยู่กับครอบครัว', 'Med familien min'],
    ['CHILDREN', 'With my children', 'อยู่กับลูก', 'Med barna mine'],
    [
      'FRIENDS',
      'With friends or roommates',
      'อยู่กับเพื่อนหรือเพื่อนร่วมห้อง',
      'Med venner eller romkamerater',
    ],
    ['OTHER', 'Other', 'อื่น ๆ', 'Annet'],
  ],
  INFLUENCES_FACTOR: [
    ['PARENTS', 'My parents', 'พ่อแม่', 'Foreldrene mine'],
    ['FAMILY', 'My family', 'ครอบครัว', 'Familien min'],
    ['FRIENDS', 'My friends', 'เพื่อน', 'Vennene mine'],
    ['CHILDREN', 'My children', 'ลูก', 'Barna mine'],
    ['MENTORS', 'Teachers and mentors', 'ครูและผู้ให้คำปรึกษา', 'Lærere og mentorer'],
    ['FAITH', 'My faith', 'ความเชื่อทางศาสนา', 'Troen min'],
    ['MYSELF', 'I decide for myself', 'ตัดสินใจด้วยตัวเอง', 'Jeg bestemmer selv'],
  ],
  ETHNICITY: [
    ['THAI', 'Thai', 'ไทย', 'Thailandsk'],
    ['NORWEGIAN', 'Norwegian', 'นอร์เวย์', 'Norsk'],
    ['NORDIC', 'Other Nordic', 'นอร์ดิกอื่น ๆ', 'Annen nordisk'],
    ['EUROPEAN', 'European', 'ยุโรป', 'Europeisk'],
    ['ASIAN', 'Asian', 'เอเชีย', 'Asiatisk'],
    ['AFRICAN', 'African', 'แอฟริกัน', 'Afrikansk'],
    ['LATIN', 'Latin American', 'ละตินอเมริกัน', 'Latinamerikansk'],
    ['MIDDLE_EAST', 'Middle Eastern', 'ตะวันออกกลาง', 'Fra Midtøsten'],
    ['MIXED', 'Mixed', 'ลูกครึ่ง', 'Blandet'],
    ['OTHER', 'Other', 'อื่น ๆ', 'Annet'],
  ],
  RELIGION: [
    ['BUDDHIST', 'Buddhist', 'พุทธ', 'Buddhist'],
    ['CHRISTIAN', 'Christian', 'คริสต์', 'Kristen'],
    ['MUSLIM', 'Muslim', 'อิสลาม', 'Muslim'],
    ['HINDU', 'Hindu', 'ฮินดู', 'Hindu'],
    ['JEWISH', 'Jewish', 'ยิว', 'Jødisk'],
    ['SPIRITUAL', 'Spiritual', 'มีความเชื่อทางจิตวิญญาณ', 'Åndelig'],
    ['NONE', 'No religion', 'ไม่นับถือศาสนา', 'Ingen religion'],
    ['OTHER', 'Other', 'อื่น ๆ', 'Annet'],
  ],
  ZODIAC: [
    ['ARIES', 'Aries', 'ราศีเมษ', 'Væren'],
    ['TAURUS', 'Taurus', 'ราศีพฤษภ', 'Tyren'],
    ['GEMINI', 'Gemini', 'ราศีเมถุน', 'Tvillingene'],
    ['CANCER', 'Cancer', 'ราศีกรกฎ', 'Krepsen'],
    ['LEO', 'Leo', 'ราศีสิงห์', 'Løven'],
    ['VIRGO', 'Virgo', 'ราศีกันย์', 'Jomfruen'],
    ['LIBRA', 'Libra', 'ราศีตุลย์', 'Vekten'],
    ['SCORPIO', 'Scorpio', 'ราศีพิจิก', 'Skorpionen'],
    ['SAGITTARIUS', 'Sagittarius', 'ราศีธนู', 'Skytten'],
    ['CAPRICORN', 'Capricorn', 'ราศีมังกร', 'Steinbukken'],
    ['AQUARIUS', 'Aquarius', 'ราศีกุมภ์', 'Vannmannen'],
    ['PISCES', 'Pisces', 'ราศีมีน', 'Fiskene'],
  ],
  EDUCATION: [
    ['PRIMARY', 'Primary school', 'ประถมศึกษา', 'Grunnskole'],
    ['SECONDARY', 'High school', 'มัธยมศึกษา', 'Videregående skole'],
    ['VOCATIONAL', 'Vocational training', 'อาชีวศึกษา', 'Yrkesfaglig utdanning'],
    ['DIPLOMA', 'Diploma', 'อนุปริญญา', 'Fagskole'],
    ['BACHELOR', "Bachelor's degree", 'ปริญญาตรี', 'Bachelorgrad'],
    ['MASTER', "Master's degree", 'ปริญญาโท', 'Mastergrad'],
    ['DOCTORATE', 'Doctorate', 'ปริญญาเอก', 'Doktorgrad'],
  ],
  PERSON_VALUE: [
    ['HONESTY', 'Honesty', 'ความซื่อสัตย์', 'Ærlighet'],
    ['SINCERITY', 'Sincerity', 'ความจริงใจ', 'Oppriktighet'],
    ['FAITHFULNESS', 'Faithfulness', 'รักเดียวใจเดียว', 'Troskap'],
    ['KINDNESS', 'Kindness', 'ความใจดี', 'Vennlighet'],
    ['RESPECT', 'Respect', 'การให้เกียรติกัน', 'Respekt'],
    ['HUMOUR', 'Sense of humour', 'อารมณ์ขัน', 'Humor'],
    ['PATIENCE', 'Patience', 'ความอดทน', 'Tålmodighet'],
    ['RESPONSIBILITY', 'Responsibility', 'ความรับผิดชอบ', 'Ansvarsfølelse'],
    ['FAMILY', 'Family values', 'ให้ความสำคัญกับครอบครัว', 'Familieverdier'],
    ['GENEROSITY', 'Generosity', 'ความเอื้อเฟื้อเผื่อแผ่', 'Gavmildhet'],
    ['CARING', 'Caring', 'ความเอาใจใส่', 'Omtanke'],
    ['AMBITION', 'Ambition', 'ความมุ่งมั่น', 'Ambisjoner'],
    ['INTELLIGENCE', 'Intelligence', 'ความฉลาด', 'Intelligens'],
    ['OPENNESS', 'Open-mindedness', 'ความเปิดกว้าง', 'Åpenhet'],
  ],
  DRINKING: [
    ['NEVER', 'Never', 'ไม่ดื่มเลย', 'Aldri'],
    ['RARELY', 'Rarely', 'นาน ๆ ครั้ง', 'Sjelden'],
    ['SOCIALLY', 'Socially', 'ดื่มเวลาเข้าสังคม', 'Sosialt'],
    ['OFTEN', 'Often', 'ดื่มบ่อย', 'Ofte'],
  ],
  SMOKING: [
    ['NO', 'No', 'ไม่สูบ', 'Nei'],
    ['SOMETIMES', 'Sometimes', 'สูบเป็นครั้งคราว', 'Av og til'],
    ['YES', 'Yes, regularly', 'สูบเป็นประจำ', 'Ja, jevnlig'],
    ['QUITTING', 'Trying to quit', 'กำลังพยายามเลิก', 'Prøver å slutte'],
  ],
  FAVORITE: [
    ['TRAVEL', 'Travel', 'ท่องเที่ยว', 'Reise'],
    ['COOKING', 'Cooking', 'ทำอาหาร', 'Matlaging'],
    ['MUSIC', 'Music', 'ดนตรี', 'Musikk'],
    ['MOVIES', 'Movies', 'ดูภาพยนตร์', 'Film'],
    ['READING', 'Reading', 'อ่านหนังสือ', 'Lesing'],
    ['OUTDOORS', 'Nature and the outdoors', 'ธรรมชาติและกิจกรรมกลางแจ้ง', 'Natur og friluftsliv'],
    ['BEACH', 'Beach life', 'ชายหาดและทะเล', 'Strandliv'],
    ['SHOPPING', 'Shopping', 'ช้อปปิ้ง', 'Shopping'],
    ['DANCING', 'Dancing', 'เต้นรำ', 'Dans'],
    ['GARDENING', 'Gardening', 'ทำสวน', 'Hagearbeid'],
    ['PHOTOGRAPHY', 'Photography', 'ถ่ายภาพ', 'Fotografering'],
    ['ANIMALS', 'Animals and pets', 'สัตว์เลี้ยง', 'Dyr og kjæledyr'],
    ['GAMES', 'Games', 'เล่นเกม', 'Spill'],
    ['ART', 'Art', 'ศิลปะ', 'Kunst'],
    ['LANGUAGES', 'Learning languages', 'เรียนภาษา', 'Lære språk'],
    ['KARAOKE', 'Karaoke', 'ร้องคาราโอเกะ', 'Karaoke'],
  ],
  FOOD: [
    ['THAI', 'Thai food', 'อาหารไทย', 'Thailandsk mat'],
    ['NORWEGIAN', 'Norwegian food', 'อาหารนอร์เวย์', 'Norsk mat'],
    ['ISAN', 'Isan food', 'อาหารอีสาน', 'Mat fra Isan'],
    ['SEAFOOD', 'Seafood', 'อาหารทะเล', 'Sjømat'],
    ['ITALIAN', 'Italian food', 'อาหารอิตาเลียน', 'Italiensk mat'],
    ['JAPANESE', 'Japanese food', 'อาหารญี่ปุ่น', 'Japansk mat'],
    ['CHINESE', 'Chinese food', 'อาหารจีน', 'Kinesisk mat'],
    ['KOREAN', 'Korean food', 'อาหารเกาหลี', 'Koreansk mat'],
    ['INDIAN', 'Indian food', 'อาหารอินเดีย', 'Indisk mat'],
    ['MEXICAN', 'Mexican food', 'อาหารเม็กซิกัน', 'Meksikansk mat'],
    ['VEGETARIAN', 'Vegetarian food', 'อาหารมังสวิรัติ', 'Vegetarmat'],
    ['BARBECUE', 'Barbecue', 'บาร์บีคิว', 'Grillmat'],
    ['STREET', 'Street food', 'อาหารริมทาง', 'Gatemat'],
    ['DESSERTS', 'Desserts', 'ของหวาน', 'Desserter'],
  ],
  SPORT: [
    ['FOOTBALL', 'Football', 'ฟุตบอล', 'Fotball'],
    ['RUNNING', 'Running', 'วิ่ง', 'Løping'],
    ['SWIMMING', 'Swimming', 'ว่ายน้ำ', 'Svømming'],
    ['CYCLING', 'Cycling', 'ปั่นจักรยาน', 'Sykling'],
    ['SKIING', 'Skiing', 'สกี', 'Ski'],
    ['HIKING', 'Hiking', 'เดินป่า', 'Fotturer'],
    ['FITNESS', 'Gym and fitness', 'ฟิตเนส', 'Treningssenter'],
    ['YOGA', 'Yoga', 'โยคะ', 'Yoga'],
    ['BADMINTON', 'Badminton', 'แบดมินตัน', 'Badminton'],
    ['MUAY_THAI', 'Muay Thai', 'มวยไทย', 'Thaiboksing'],
    ['GOLF', 'Golf', 'กอล์ฟ', 'Golf'],
    ['TENNIS', 'Tennis', 'เทนนิส', 'Tennis'],
    ['VOLLEYBALL', 'Volleyball', 'วอลเลย์บอล', 'Volleyball'],
    ['FISHING', 'Fishing', 'ตกปลา', 'Fiske'],
  ],
  SEXUAL_ORIEN: [
    ['STRAIGHT', 'Straight', 'รักต่างเพศ', 'Heterofil'],
    ['GAY', 'Gay', 'เกย์', 'Homofil'],
    ['LESBIAN', 'Lesbian', 'เลสเบี้ยน', 'Lesbisk'],
    ['BISEXUAL', 'Bisexual', 'ไบเซ็กชวล', 'Bifil'],
    ['OTHER', 'Other', 'อื่น ๆ', 'Annet'],
    ['PRIVATE', 'Prefer not to say', 'ไม่ขอระบุ', 'Vil ikke oppgi'],
  ],
  COMMUNITY: [
    ['ANIMALS', 'Animal welfare', 'สวัสดิภาพสัตว์', 'Dyrevern'],
    ['ENVIRONMENT', 'Environment', 'สิ่งแวดล้อม', 'Miljøvern'],
    ['CHILDREN', 'Children and youth', 'เด็กและเยาวชน', 'Barn og unge'],
    ['ELDERLY', 'Elderly care', 'การดูแลผู้สูงอายุ', 'Eldreomsorg'],
    ['EDUCATION', 'Education', 'การศึกษา', 'Utdanning'],
    ['HEALTH', 'Health', 'สุขภาพ', 'Helse'],
    ['POVERTY', 'Fighting poverty', 'ช่วยเหลือผู้ยากไร้', 'Kamp mot fattigdom'],
    ['HUMAN_RIGHTS', 'Human rights', 'สิทธิมนุษยชน', 'Menneskerettigheter'],
    ['LGBTQ', 'LGBTQ+ rights', 'สิทธิของกลุ่มหลากหลายทางเพศ', 'Skeives rettigheter'],
    ['FAITH', 'Religious community', 'ชุมชนทางศาสนา', 'Trossamfunn'],
    ['VOLUNTEERING', 'Volunteering', 'งานอาสาสมัคร', 'Frivillig arbeid'],
    ['DISASTER', 'Disaster relief', 'ช่วยเหลือผู้ประสบภัย', 'Katastrofehjelp'],
  ],
  POLITICS: [
    ['NONE', 'Not interested', 'ไม่สนใจการเมือง', 'Ikke interessert'],
    ['LIBERAL', 'Liberal', 'เสรีนิยม', 'Liberal'],
    ['MODERATE', 'Moderate', 'สายกลาง', 'Moderat'],
    ['CONSERVATIVE', 'Conservative', 'อนุรักษ์นิยม', 'Konservativ'],
    ['PRIVATE', 'Prefer not to say', 'ไม่ขอระบุ', 'Vil ikke oppgi'],
  ],
  LOOKING_FOR: [
    ['MARRIAGE', 'Marriage', 'การแต่งงาน', 'Ekteskap'],
    ['RELATIONSHIP', 'A long-term relationship', 'ความสัมพันธ์ระยะยาว', 'Et langvarig forhold'],
    ['DATING', 'Dating', 'การออกเดท', 'Dating'],
    ['FRIENDSHIP', 'Friendship', 'มิตรภาพ', 'Vennskap'],
    ['PEN_PAL', 'Pen pal', 'เพื่อนทางจดหมาย', 'Brevvenn'],
  ],
};

export class SeedChoices1763700300000 implements MigrationInterface {
  name = 'SeedChoices1763700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = Object.entries(choiceLists).flatMap(([table, options]) =>
      options.map(([code, en, th, no], index) => [table, code, en, th, no, index + 1]),
    );
    const placeholders = rows.map(
      (_, row) => `(${[1, 2, 3, 4, 5, 6].map((column) => `$${row * 6 + column}`).join(', ')})`,
    );
    await queryRunner.query(
      `INSERT INTO reference (ref_table_code, ref_code, label_en, label_th, label_no, sort_order)
       VALUES ${placeholders.join(',\n')}`,
      rows.flat(),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM reference');
  }
}
