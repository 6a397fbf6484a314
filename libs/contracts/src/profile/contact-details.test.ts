import { MessageCode } from '../messages';
import { findContactDetails } from './contact-details';
import { userInfoSchema } from './sections';

describe('findContactDetails', () => {
  it.each([
    // Phone numbers, Thai and Norwegian, however they are written.
    ['Call me +66 81 234 5678', 'phone'],
    ['โทร 081-234-5678 นะคะ', 'phone'],
    ['0812345678', 'phone'],
    ['Ring meg på +47 912 34 567', 'phone'],
    ['Mobil 912 34 567', 'phone'],
    ['Mob: 91 23 45 67', 'phone'],
    ['Tlf. 22 33 44 55', 'phone'],
    ['081.234.5678', 'phone'],
    ['0 8 1 2 3 4 5 6 7 8', 'phone'],
    ['(+66) 81-234-5678', 'phone'],
    ['เบอร์ ๐๘๑๒๓๔๕๖๗๘', 'phone'],
    ['เบอร์ ๐๘๑-๒๓๔-๕๖๗๘ ค่ะ', 'phone'],
    ['０８１２３４５６７８', 'phone'],
    ['zero eight one two three four five six seven eight', 'phone'],
    ['Zero-eight-one, two, three, four, five', 'phone'],
    ['ศูนย์ แปด หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด', 'phone'],
    ['โทรมาที่ศูนย์แปดหนึ่งสองสามสี่ห้าหกเจ็ดแปด', 'phone'],
    ['null åtte en to tre fire fem seks sju', 'phone'],
    ['ni en to tre fire fem seks syv', 'phone'],
    ['zero 8 one 2 three 4 five 6', 'phone'],
    // E-mail addresses, also written to slip past a filter.
    ['Write to malee.s@gmail.com', 'email'],
    ['E-post: ola.nordmann@online.no', 'email'],
    ['malee at gmail dot com', 'email'],
    ['malee [at] gmail.com', 'email'],
    ['malee(at)hotmail(dot)com', 'email'],
    ['ola krøllalfa online punktum no', 'email'],
    ['malee แอท gmail ดอท คอม', 'email'],
    ['mail me: malee @ yahoo', 'email'],
    // Messenger ids.
    ['line: malee88', 'messengerId'],
    ['Line ID malee88', 'messengerId'],
    ['My LINE id is malee88', 'messengerId'],
    ['ไลน์ malee88', 'messengerId'],
    ['Add me on Line, malee88', 'messengerId'],
    ['ไอดีไลน์ malee88', 'messengerId'],
    ['แอดไลน์มาคุยกันนะ', 'messengerId'],
    ['Send me a message on WhatsApp', 'messengerId'],
    ['Whats app me', 'messengerId'],
    ['instagram @malee_88', 'messengerId'],
    ['ig: malee_88', 'messengerId'],
    ['facebook: Malee Srisuk', 'messengerId'],
    ['Find me on Telegram', 'messengerId'],
    ['Snap: ola_fjord', 'messengerId'],
    ['ติดต่อทางเฟสบุ๊ค maleesrisuk', 'messengerId'],
    ['ไอจี malee_88', 'messengerId'],
    ['Følg meg @ola.fjord', 'messengerId'],
    // Links.
    ['wa.me/66812345678', 'link'],
    ['fb.com/malee.srisuk', 'link'],
    ['facebook.com/malee.srisuk', 'link'],
    ['t.me/malee88', 'link'],
    ['https://example.org/malee', 'link'],
    ['http://malee.blog', 'link'],
    ['www.malee-travels.net', 'link'],
    ['line.me/ti/p/abc', 'link'],
    ['Se bloggen min: ola.no/reiser', 'link'],
  ] as const)('finds contact details in %j (%s)', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    // English
    'I am 35 years old and 170 cm tall',
    'Born 1990, 170 cm, 60 kg',
    'I was born on 12.05.1990 in Udon Thani',
    'Birthday 1990-05-12',
    'I like line dancing and karaoke',
    'I am online most evenings',
    'I work at a bank in Bangkok',
    'I lived in Oslo 2010-2015 and in Bangkok 2016 - 2020',
    'My house cost 2,500,000 baht',
    'Looking for a man aged 40-55 with 1 or 2 kids',
    'I have 3 children: 5, 8 and 12 years old',
    'I work shifts 08.00-16.00 on weekdays',
    'Someone kind, honest and with a sense of humour.',
    'I do not use social media much',
    'Standing in line at the market, I met my friends',
    'I follow the guideline and never miss a deadline',
    'I love cooking.Me and my family live in Isan',
    'I earn 45,000 THB per month',
    // Thai
    'ฉันอายุ ๓๕ ปี สูง ๑๖๒ ซม.',
    'ชอบช้อปปิ้งออนไลน์และทำอาหาร',
    'ช่วงนี้ออฟไลน์บ่อย ทำงานตามไทม์ไลน์',
    'เกิดปี 2533 ที่เชียงใหม่',
    'สามีในอนาคตควรใจดีและซื่อสัตย์',
    'ชอบเต้นไลน์แดนซ์กับเพื่อน ๆ',
    'ทำงานที่ธนาคาร ห้ามสูบบุหรี่',
    'เงินเดือน 30,000 บาท',
    // Norwegian
    'Jeg er 45 år og 180 cm høy',
    'Født 12.05.1980 i Bergen',
    'Huset kostet 3 500 000 kr',
    'Jeg har to barn på 8 og 10 år',
    'Jobber offshore, to uker på og fire uker av',
    'Jeg liker fiske, ski og turer i fjellet. Nå er det nok jobb.',
    'Ingen røyk, takk',
    'Har vært i Thailand 5 ganger',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});

describe('the free-text fields', () => {
  // A megabyte caption is refused for its length before the detector reads it (a fuzzed body
  // once held svc-profile's event loop for minutes, when the detector was quadratic at worst).
  it('refuse an over-long text for its length alone, without looking for contact details', () => {
    const result = userInfoSchema.safeParse({
      user_id: 1,
      name: 'Malee',
      caption: '0812345678 '.repeat(100_000),
    });
    expect(result.success).toBe(false);
    const caption = result.error?.issues.filter((issue) => issue.path[0] === 'caption');
    expect(caption?.map((issue) => issue.message)).toEqual([MessageCode.textTooLong]);
  });

  it('refuse a caption of the allowed length that holds a phone number', () => {
    const result = userInfoSchema.safeParse({
      user_id: 1,
      name: 'Malee',
      caption: 'Call 0812345678',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      MessageCode.contactDetailsNotAllowed,
    );
  });
});
