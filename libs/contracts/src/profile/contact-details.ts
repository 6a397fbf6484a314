/**
 * Finds contact details (phone numbers, e-mail addresses, messenger ids, links) in the profile's
 * free text: they are what subscribers pay for, so a member may not hand them out in a caption.
 * Written for Thai, English and Norwegian text, and for the usual ways of hiding a number or an
 * address from a filter (spaces, dots, Thai digits, digits spelled out, "at … dot com").
 */

export type ContactDetailKind = 'phone' | 'email' | 'messengerId' | 'link';

/** Fewest digits in a written number that could be a phone number (Norway's have 8). */
const phoneDigits = 8;
/** Seven digits spelled out in words is never ordinary prose, and a local number is seven. */
const spelledPhoneDigits = 7;

const thaiDigits = '๐๑๒๓๔๕๖๗๘๙';
const invisibleCharacters = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Full-width letters and digits become plain ones, Thai digits Arabic ones, all lower case. */
export function normalizeForContactDetails(text: string): string {
  return text
    .normalize('NFKC')
    .replace(invisibleCharacters, '')
    .replace(/[๐-๙]/g, (digit) => String(thaiDigits.indexOf(digit)))
    .toLowerCase();
}

const latinLetter = 'a-z0-9\\u00c0-\\u024f';
/** A whole Latin word: no letter or digit right before or after. */
const latinWord = (words: string) => `(?<![${latinLetter}])(?:${words})(?![${latinLetter}])`;

const spokenDigits = [
  latinWord('zero|one|two|three|four|five|six|seven|eight|nine'),
  latinWord('null|en|ett|to|tre|fire|fem|seks|sju|syv|åtte|ni'),
  // Thai words are written without spaces between them, so they have no word boundaries.
  'ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า',
  '(?<!\\d)\\d(?!\\d)',
].join('|');

const spelledNumber = new RegExp(
  `(?:${spokenDigits})(?:[\\s,.\\-–]*(?:${spokenDigits})){${spelledPhoneDigits - 1},}`,
  'u',
);

/** Written numbers that are not phone numbers although they are long: dates, years, sums. */
const notPhoneNumbers = [
  /(?<!\d)(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-](?:19|20|25)\d{2}(?!\d)/g,
  /(?<!\d)(?:19|20|25)\d{2}-\d{2}-\d{2}(?!\d)/g,
  /(?<!\d)(?:19|20|25)\d{2}\s*[-–]\s*(?:19|20|25)\d{2}(?!\d)/g,
  /(?:[$€£฿]|(?<![a-zæøå])(?:kr\.?|nok|thb|usd|eur))\s*\d{1,3}(?:[\s.,]\d{3})+(?:[.,]\d+)?/g,
  /(?<!\d)\d{1,3}(?:[\s.,]\d{3})+(?:[.,]\d+)?\s*(?:kr|kroner|baht|บาท|thb|usd|eur|dollars?|euros?|[$€£฿])/g,
  // Opening hours, "08.00-16.00".
  /(?<!\d)(?:[01]?\d|2[0-3])[:.][0-5]\d\s*[-–]\s*(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d)/g,
];

const writtenNumber = /[+(]*\d(?:[\s.\-–()+]{0,3}\d)+/g;

function hasPhoneNumber(text: string): boolean {
  if (spelledNumber.test(text)) return true;
  const withoutDatesAndSums = notPhoneNumbers.reduce(
    (remaining, pattern) => remaining.replace(pattern, ' '),
    text,
  );
  return (withoutDatesAndSums.match(writtenNumber) ?? []).some(
    (number) => number.replace(/\D/g, '').length >= phoneDigits,
  );
}

const emailProviders = 'gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|จีเมล';
const topLevelDomains = 'com|net|org|info|io|me|no|se|dk|de|uk|co|th|คอม';
const atSign = String.raw`\s*(?:@|\[at\]|\(at\)|\{at\}|<at>|แอท|krøllalfa)\s*|\s+at\s+`;
const dotSign = String.raw`\.|\s*(?:\[dot\]|\(dot\)|\{dot\}|<dot>|ดอท)\s*|\s+(?:dot|punktum)\s+`;

const emailPatterns = [
  /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/,
  new RegExp(
    `[a-z0-9._%+-]+(?:${atSign})(?:[a-z0-9-]+|${emailProviders})(?:(?:${dotSign})[a-z0-9-]+)*(?:${dotSign})(?:${topLevelDomains})(?![a-z])`,
  ),
  new RegExp(`[a-z0-9._%+-]+(?:${atSign})(?:${emailProviders})(?![a-z])`),
];

const linkPatterns = [
  /https?:\/\//,
  /(?<![a-z0-9])www\./,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|io|ly|gg)(?![a-z0-9])/,
  // Messengers' short links; not every ".me", which a missing space makes of "cooking.Me".
  /(?<![a-z0-9])(?:wa|t|m|fb|line|telegram)\.me(?![a-z0-9])|instagr\.am|lin\.ee/,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:co|in|ac|or|go)\.th(?![a-z0-9])/,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:no|th|se|dk|de|uk)\//,
];

const platforms =
  'line|whats\\s*app|wa|facebook|fb|instagram|insta|ig|telegram|tiktok|snapchat|snap|twitter|wechat|kakao(?:talk)?|viber|skype';
const thaiPlatforms = 'เฟ[ซส]บุ๊?[กค]|เฟ[ซส]|ไอจี|อินสตา(?:แกรม)?|ติ๊?ก\\s*ต็?อ[กค]|วี\\s*แชท';
/** Words the Thai for "line" (ไลน์) is part of without meaning the LINE app. */
const thaiLineCompounds = 'ออน|ออฟ|ไกด์|เดด|ไทม์|ฮอต|แอร์|เฮด|แบ็ก|แบค|พันช์';

const messengerPatterns = [
  // "line: abc", "ig: x", "instagram @x", "facebook id malee"
  new RegExp(`${latinWord(platforms)}\\s*(?:id|name|user(?:name)?|brukernavn|ไอดี)?\\s*[:：=@]`),
  new RegExp(`${latinWord(platforms)}\\s*(?:id|ไอดี)(?![a-z])`),
  new RegExp(`${latinWord('id')}\\s*(?:${platforms})(?![a-z])|${latinWord('id')}\\s*[:：=]`),
  new RegExp(latinWord('add\\s+(?:me\\s+)?(?:on\\s+|in\\s+)?(?:my\\s+)?line')),
  // Apps whose name is never anything but the app.
  new RegExp(latinWord('whats\\s*app|telegram|wechat|kakao(?:talk)?|viber|snapchat|skype')),
  new RegExp(`(?<!${thaiLineCompounds.split('|').join(')(?<!')})ไลน(?!์?(?:แดนซ|แมน))`, 'u'),
  /ไอดี|วอท?ส?์?\s*แอ[พป]|วัทส์?แอ[พป]|เทเลแกรม|เทเลแกม/u,
  new RegExp(`(?:${thaiPlatforms})\\s*[:：=]?\\s*@?[a-z0-9_.]{3,}`, 'u'),
  // A bare handle, "@malee_88", not an address's "@".
  /(?<![a-z0-9._%+-])@[a-z0-9_.]{3,}/,
];

const checks: [ContactDetailKind, (text: string) => boolean][] = [
  ['email', (text) => emailPatterns.some((pattern) => pattern.test(text))],
  ['link', (text) => linkPatterns.some((pattern) => pattern.test(text))],
  ['messengerId', (text) => messengerPatterns.some((pattern) => pattern.test(text))],
  ['phone', hasPhoneNumber],
];

/**
 * The first kind of contact detail `text` holds, or null when it holds none. Some patterns are
 * quadratic in the worst case: call it on text already bounded by its field's length (the
 * section schemas' length check aborts before it).
 */
export function findContactDetails(text: string): ContactDetailKind | null {
  const normalized = normalizeForContactDetails(text);
  return checks.find(([, holds]) => holds(normalized))?.[0] ?? null;
}
