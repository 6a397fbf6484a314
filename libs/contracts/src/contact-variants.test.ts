import { maskContactDetails } from './contact-details';
import { normalizeForContactDetails } from './contact-normalize';
import { type ContactDetailKind } from './contact-patterns';
import { findContactDetails } from './profile/contact-details';

/**
 * The ways members were seen to slip a contact detail past the filters, each applied to a phone
 * number, an e-mail address, a messenger id or a link, and written into Thai, English and
 * Norwegian sentences.
 */

/** A digit written in another script whose digits run from `zero`. */
const inScript = (zero: number) => (digits: string) =>
  [...digits].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');
const between = (separator: string) => (digits: string) => [...digits].join(separator);

const numberDisguises: [string, (digits: string) => string][] = [
  ['Thai digits', inScript(0x0e50)],
  ['Lao digits', inScript(0x0ed0)],
  ['Arabic-Indic digits', inScript(0x0660)],
  ['Eastern Arabic-Indic digits', inScript(0x06f0)],
  ['Devanagari digits', inScript(0x0966)],
  ['Bengali digits', inScript(0x09e6)],
  ['Myanmar digits', inScript(0x1040)],
  ['Adlam digits', inScript(0x1e950)],
  ['full-width digits', inScript(0xff10)],
  ['mathematical bold digits', inScript(0x1d7ce)],
  ['keycaps', (digits) => [...digits].map((digit) => `${digit}\ufe0f\u20e3`).join('')],
  ['slashes', between('/')],
  ['underscores', between('_')],
  ['single spaces', between(' ')],
  ['runs of spaces', between('    ')],
  ['tabs and no-break spaces', between('\t\u00a0')],
  ['dashes with spaces', between(' - ')],
  ['dots', between('.')],
  ['emoji', between('🙂')],
  ['a flag emoji', between('🇹🇭')],
  ['emoji with a skin tone and joiner', between('👍🏽\u200d')],
  ['invisible function application (U+2061)', between('\u2061')],
  ['invisible times (U+2062)', between('\u2062')],
  ['Hangul filler (U+3164)', between('\u3164')],
  ['Hangul choseong filler (U+115F)', between('\u115f')],
  ['zero-width spaces', between('\u200b')],
  ['soft hyphens', between('\u00ad')],
  ['byte order marks', between('\ufeff')],
  ['Braille blanks', between('\u2800')],
  ['Thai digits, dashed', (digits) => inScript(0x0e50)(digits).replace(/^(.{3})(.{3})/u, '$1-$2-')],
  ['Lao digits with spaces', (digits) => between(' ')(inScript(0x0ed0)(digits))],
  ['Devanagari digits with emoji', (digits) => between('📞')(inScript(0x0966)(digits))],
];

const spelledNumbers: [string, string][] = [
  ['English words', 'zero eight one two three four five six seven eight'],
  ['Norwegian words', 'ni en to tre fire fem seks sju'],
  ['Thai words', 'ศูนย์แปดหนึ่งสองสามสี่ห้าหกเจ็ดแปด'],
  ['words and digits', 'null 8 en 2 tre 4 fem 6 sju'],
];

const emailDisguises: [string, string][] = [
  ['spaces around "@" and "."', 'malee @ mymail . net'],
  ['a Greek omicron', 'malee@mymail.cοm'],
  ['a Cyrillic a', 'malee@mymаil.net'],
  ['"at" and "dot"', 'malee at mymail dot net'],
  ['"[at]" and "[dot]"', 'malee [at] mymail [dot] net'],
  ['"(at)" and "(dot)"', 'malee(at)mymail(dot)net'],
  ['full-width "@" and "."', 'malee＠mymail．net'],
  ['capitals', 'MALEE@MYMAIL.NET'],
  ['zero-width spaces', 'malee\u200b@\u200bmymail.net'],
  ['Thai "at" and "dot"', 'malee แอท mymail ดอท net'],
  ['Norwegian "krøllalfa" and "punktum"', 'malee krøllalfa mymail punktum no'],
];

const messengerDisguises: [string, string][] = [
  ['"line:"', 'line: malee88'],
  ['"line id:"', 'line id: malee88'],
  ['"LINE ID"', 'LINE ID malee88'],
  ['spaced letters', 'L I N E malee88'],
  ['spaced letters and a colon', 'L I N E: malee88'],
  ['dotted letters', 'l.i.n.e: malee88'],
  ['a Cyrillic і', 'lіne: malee88'],
  ['a Greek capital iota', 'ΙG: malee_88'],
  ['full-width letters', 'ｌｉｎｅ malee88'],
  ['a zero-width space in the name', 'li\u200bne: malee88'],
  ['Thai "line"', 'ไลน์ malee88'],
  ['Thai "line id"', 'ไอดีไลน์: malee88'],
  ['spaced "whats app"', 'whats app: malee88'],
  ['"ig @"', 'IG @malee_88'],
  ['a bare handle', '@malee_88'],
];

const linkDisguises: [string, string][] = [
  ['"t . me / …"', 't . me / malee88'],
  ['"wa . me / …"', 'wa . me / malee88'],
  ['a spaced-out domain', 'facebook . com / malee88'],
  ['a Cyrillic a in the domain', 'fаcebook.com/malee88'],
  ['a full-width short link', 'ｔ.ｍｅ/malee88'],
  ['a zero-width space in a short link', 't\u200b.me/malee88'],
  ['"www . …"', 'www . malee88 . com'],
  ['a LINE link', 'line.me/ti/p/malee88'],
];

const sentences: Record<ContactDetailKind, string[]> = {
  phone: ['Call me on {} tonight', 'Ring meg på {} i kveld', 'โทร {} นะคะ'],
  email: ['My e-mail is {} x', 'Min e-post er {} :)', 'อีเมลของฉันคือ {} ค่ะ'],
  messengerId: ['Add me: {} please', 'Legg meg til på {} da', 'แอดมาที่ {} นะ'],
  link: ['See {} for my photos', 'Se {} for bilder', 'ดูรูปที่ {} นะคะ'],
};

interface Variant {
  kind: ContactDetailKind;
  disguise: string;
  text: string;
  /** What must not be readable once masked. */
  secret: RegExp;
}

const written = (kind: ContactDetailKind, disguise: string, detail: string, secret: RegExp) =>
  sentences[kind].map((sentence): Variant => ({
    kind,
    disguise,
    text: sentence.replace('{}', detail),
    secret,
  }));

const variants: Variant[] = [
  ...numberDisguises.flatMap(([disguise, write]) =>
    ['0812345678', '91234567'].flatMap((digits) =>
      written('phone', disguise, write(digits), /\d/u),
    ),
  ),
  ...spelledNumbers.flatMap(([disguise, number]) =>
    written('phone', disguise, number, /\d|eight|atte|sju|แปด/u),
  ),
  ...emailDisguises.flatMap(([disguise, email]) => written('email', disguise, email, /mymail/u)),
  ...messengerDisguises.flatMap(([disguise, id]) => written('messengerId', disguise, id, /malee/u)),
  ...linkDisguises.flatMap(([disguise, link]) => written('link', disguise, link, /malee/u)),
];

/** The attacker's own examples, as written. */
const reported = (
  [
    ['phone', 'ring meg på 9 1 2 3 4 5 6 7', /\d/u],
    ['phone', 'โทร ๐๘๑-๒๓๔-๕๖๗๘', /\d/u],
    ['email', 'min e-post er ola at mymail dot net', /mymail/u],
    ['email', 'malee @ mymail . net', /mymail/u],
    ['email', 'malee@mymail.cοm', /mymail/u],
    ['messengerId', 'line id: malee88', /malee/u],
    ['messengerId', 'ไลน์ malee88', /malee/u],
    ['messengerId', 'lіne malee88', /malee/u],
    ['messengerId', 'L I N E malee88', /malee/u],
    ['link', 't . me / x', /me \/ x/u],
  ] as const
).map(([kind, text, secret]): Variant => ({ kind, disguise: 'as reported', text, secret }));

describe('a contact detail in disguise', () => {
  it('comes in at least 45 disguises', () => {
    expect(
      new Set(variants.map(({ kind, disguise }) => `${kind}: ${disguise}`)).size,
    ).toBeGreaterThanOrEqual(45);
  });

  it.each([...reported, ...variants])(
    'is masked in a message: $kind, $disguise: $text',
    ({ text, secret }) => {
      const shown = maskContactDetails(text);
      expect(shown.masked).toBe(true);
      expect(normalizeForContactDetails(shown.text).text).not.toMatch(secret);
    },
  );

  it.each([...reported, ...variants])(
    'is refused in a profile text: $kind, $disguise: $text',
    ({ kind, text }) => {
      expect(findContactDetails(text)).toBe(kind);
    },
  );
});

describe('ordinary text with digits and spaced letters', () => {
  it.each([
    'I am 1 8 0 cm',
    'I am 1 8 0 cm tall and weigh 7 5 kg',
    'jeg er 35 år og bor i Tromsø',
    'Jeg er født i 1985 og flyttet til Bergen i 2010',
    'Billetten kostet 1 250 kr',
    'Flyet koster 4 500 kr tur/retur',
    'It costs $1,250 return',
    'ราคา 1,200 บาท',
    'ฉันเกิดปี ๒๕๓๓ (1990)',
    'ปี 2567 = 2024',
    'I moved to Norway in 2015 and met him in 2017',
    'We met on 12/05/2023 in Pattaya',
    'I have 2 kids, 7 and 9 years old',
    'Vi ses kl. 18.30 på kafeen',
    'Open 09:00 - 17:00 every day',
    'Trening 3-4 ganger i uka, 45-60 min',
    'ผมสูง 1 7 5 ซม. หนัก 7 0 กก.',
    'I a m h a p p y t o d a y',
    'S e e  y o u  s o o n',
    'We chat every evening after work',
    "I can't. Me neither",
    'See you at 8. Me too!',
    'Look at it . No way!',
    'I love it . Com on, smile',
    'ชอบดูซีรีส์ออนไลน์ทุกคืน',
    'ทำงานออนไลน์ 5 วันต่อสัปดาห์',
    'Ingen røyk, takk 🙂',
  ])('is neither masked nor refused: %j', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
    expect(findContactDetails(text)).toBeNull();
  });
});
