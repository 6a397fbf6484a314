/**
 * What a contact detail looks like, shared by the profile texts' check (profile/
 * contact-details.ts, which refuses them) and the conversations' mask (contact-details.ts, which
 * hides them), so both see the same numbers, addresses and apps. Patterns read text already
 * folded: lower case, full-width folded, Thai digits as Arabic ones.
 */

export const thaiDigits = '๐๑๒๓๔๕๖๗๘๙';
/** Characters that show nothing and would split a number or an address from a filter. */
export const invisibleCharacters = '[\\u00ad\\u200b-\\u200d\\u2060\\ufeff]';

const latinLetter = 'a-z0-9\\u00c0-\\u024f';
/** A whole Latin word: no letter or digit right before or after. */
export const latinWord = (words: string) => `(?<![${latinLetter}])(?:${words})(?![${latinLetter}])`;

// Phone numbers.
/** Fewest digits in a written number that could be a phone number (Norway's have 8). */
export const phoneDigits = 8;
const spokenDigit = [
  latinWord('zero|one|two|three|four|five|six|seven|eight|nine'),
  latinWord('null|en|ett|to|tre|fire|fem|seks|sju|syv|åtte|ni'),
  // Thai words are written without spaces between them, so they have no word boundaries.
  'ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า',
  '(?<!\\d)\\d(?!\\d)',
].join('|');
/** Seven digits spelled out (a local number) is never ordinary prose. */
export const spelledNumber = `(?:${spokenDigit})(?:[\\s,.\\-–]*(?:${spokenDigit})){6,}`;
export const writtenNumber = /[+(]*\d(?:[\s.\-–()+]{0,3}\d)+/g;
/** Long written numbers that are not phone numbers: dates, year spans, sums, opening hours. */
export const notPhoneNumbers = [
  /(?<!\d)(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-](?:19|20|25)\d{2}(?!\d)/g,
  /(?<!\d)(?:19|20|25)\d{2}-\d{2}-\d{2}(?!\d)/g,
  /(?<!\d)(?:19|20|25)\d{2}\s*[-–]\s*(?:19|20|25)\d{2}(?!\d)/g,
  /(?:[$€£฿]|(?<![a-zæøå])(?:kr\.?|nok|thb|usd|eur))\s*\d{1,3}(?:[\s.,]\d{3})+(?:[.,]\d+)?/g,
  /(?<!\d)\d{1,3}(?:[\s.,]\d{3})+(?:[.,]\d+)?\s*(?:kr|kroner|baht|บาท|thb|usd|eur|dollars?|euros?|[$€£฿])/g,
  /(?<!\d)(?:[01]?\d|2[0-3])[:.][0-5]\d\s*[-–]\s*(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d)/g,
];

// E-mail addresses, also written out ("malee at gmail dot com").
const emailProviders = 'gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|จีเมล';
const topLevelDomains = 'com|net|org|info|io|me|no|se|dk|de|uk|co|th|คอม';
const atSign = String.raw`\s*(?:@|\[at\]|\(at\)|\{at\}|<at>|แอท|krøllalfa)\s*|\s+at\s+`;
const dotSign = String.raw`\.|\s*(?:\[dot\]|\(dot\)|\{dot\}|<dot>|ดอท)\s*|\s+(?:dot|punktum)\s+`;
export const emailPatterns = (flags: string): RegExp[] => [
  new RegExp('[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}', flags),
  new RegExp(
    `[a-z0-9._%+-]+(?:${atSign})(?:[a-z0-9-]+|${emailProviders})(?:(?:${dotSign})[a-z0-9-]+)*(?:${dotSign})(?:${topLevelDomains})(?![a-z])`,
    flags,
  ),
  new RegExp(`[a-z0-9._%+-]+(?:${atSign})(?:${emailProviders})(?![a-z])`, flags),
];

// Messengers.
export const platforms =
  'line|whats\\s*app|wa|facebook|fb|instagram|insta|ig|telegram|tiktok|snapchat|snap|twitter|wechat|kakao(?:talk)?|viber|skype';
/** A bare handle, "@malee_88", not an address's "@". */
export const bareHandle = '(?<![a-z0-9._%+-])@[a-z0-9_.]{3,}';
