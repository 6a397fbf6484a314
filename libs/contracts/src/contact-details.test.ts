import { contactDetailMask, findContactDetailRanges, maskContactDetails } from './contact-details';

const M = contactDetailMask;

describe('maskContactDetails', () => {
  it.each([
    // Phone numbers, Thai and Norwegian, however they are written.
    ['Call me +66 81 234 5678 tonight', `Call me ${M} tonight`],
    ['โทร 081-234-5678 นะคะ', `โทร ${M} นะคะ`],
    ['0812345678', M],
    ['Ring meg på +47 912 34 567!', `Ring meg på ${M}!`],
    ['Mobil 912 34 567', `Mobil ${M}`],
    ['Tlf. 22 33 44 55', `Tlf. ${M}`],
    ['081.234.5678', M],
    ['(+66) 81-234-5678', M],
    ['เบอร์ ๐๘๑๒๓๔๕๖๗๘ ค่ะ', `เบอร์ ${M} ค่ะ`],
    ['เบอร์ ๐๘๑-๒๓๔-๕๖๗๘', `เบอร์ ${M}`],
    ['０８１２３４５６７８', M],
    ['zero eight one two three four five six seven eight', M],
    ['ศูนย์ แปด หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด', M],
    // E-mail addresses, also written to slip past a filter.
    ['Write to malee.s@gmail.com please', `Write to ${M} please`],
    ['E-post: ola.nordmann@online.no', `E-post: ${M}`],
    ['malee at gmail dot com', M],
    ['mail malee [at] gmail.com', `mail ${M}`],
    ['malee(at)hotmail(dot)com', M],
    ['ola krøllalfa online punktum no', M],
    ['malee แอท gmail ดอท คอม', M],
    // Links and domains.
    ['see https://example.org/malee?x=1 ok', `see ${M} ok`],
    ['www.malee-travels.net', M],
    ['facebook.com/malee.srisuk', M],
    ['wa.me/66812345678', M],
    ['t.me/malee88 here', `${M} here`],
    ['Se bloggen min: ola.no/reiser', `Se bloggen min: ${M}`],
    ['my site malee.co.th', `my site ${M}`],
    // Messenger ids.
    ['line: malee88', M],
    ['Line ID malee88 na', `${M} na`],
    ['My LINE id is malee88', `My ${M}`],
    ['ไลน์ malee88', M],
    ['ไอดีไลน์: malee88 ค่ะ', `${M} ค่ะ`],
    ['Add me on Line, malee88', `Add me on ${M}`],
    ['whatsapp: +66812345678', M],
    ['WhatsApp me on 0812345678', `WhatsApp me on ${M}`],
    ['instagram @malee_88', M],
    ['ig: malee_88', M],
    ['facebook: Malee Srisuk', M],
    ['telegram: ola_fjord', M],
    ['Følg meg @ola.fjord', `Følg meg ${M}`],
    // Invisible characters inside a number are part of what is masked.
    ['081\u200b234\u200b5678 ok', `${M} ok`],
    // Disguises: the mask replaces the text as written.
    ['Ring meg på 9 1 2 3 4 5 6 7 i kveld', `Ring meg på ${M} i kveld`],
    ['โทร ໐໘໑-໒໓໔-໕໖໗໘ นะ', `โทร ${M} นะ`],
    ['Call 0️⃣8️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣!', `Call ${M}!`],
    ['Mail: malee @ mymail . net, ok?', `Mail: ${M}, ok?`],
    ['L I N E: malee88 ❤️', `${M} ❤️`],
    ['see t . me / malee88 ok', `see ${M} ok`],
  ])('masks %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'I am 35 years old and 175 cm tall',
    'Born 1990, 170 cm, 60 kg',
    'I was born on 12.05.1990 in Udon Thani',
    'I lived in Oslo 2010-2015 and in Bangkok 2016 - 2020',
    'Dinner costs 1,500 baht, the flight 12 500 kr',
    'My house cost 2,500,000 baht',
    'Shall we talk at 20:30 or 21.00?',
    'I work shifts 08.00-16.00 on weekdays',
    'I have 3 children: 5, 8 and 12 years old',
    'I like line dancing and karaoke',
    'Standing in line at the market, I met my friends',
    'I am online most evenings',
    'Do you use WhatsApp or Line?',
    'I love cooking.Me and my family live in Isan',
    'See you at the café at 7',
    'ฉันอายุ ๓๕ ปี สูง ๑๖๒ ซม.',
    'เงินเดือน 30,000 บาท',
    'ชอบช้อปปิ้งออนไลน์และทำอาหาร',
    'Jeg er 45 år og 180 cm høy',
    'Jeg har to barn på 8 og 10 år',
    'Huset kostet 3 500 000 kr',
    '',
  ])('leaves %j as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('masks each of several details and keeps the words between them', () => {
    expect(maskContactDetails('Hi! line: malee88 or call 081-234-5678, kisses')).toEqual({
      text: `Hi! ${M} or call ${M}, kisses`,
      masked: true,
    });
  });

  it('names the kind and the place of each detail in the text as written', () => {
    const text = 'เบอร์ ๐๘๑๒๓๔๕๖๗๘ mail a@b.co';
    expect(findContactDetailRanges(text)).toEqual([
      { kind: 'phone', start: 6, end: 16 },
      { kind: 'email', start: 22, end: 28 },
    ]);
  });
});
