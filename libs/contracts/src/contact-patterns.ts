/**
 * What a contact detail looks like, shared by the profile texts' check (profile/
 * contact-details.ts, which refuses them) and the conversations' mask (contact-details.ts, which
 * hides them), so both see the same numbers, addresses and apps. Patterns read text folded by
 * `normalizeForContactDetails`: lower case, no accents, ASCII digits, Latin lookalikes as Latin
 * letters, nothing invisible, single spaces.
 *
 * Each pattern runs in time linear in the text, whatever the text: every quantifier is bounded
 * or stands before characters it cannot match itself, so a failing match tries a bounded number
 * of ways from each place ("line" and 2,000 spaces once took seconds). The bounds also bound how
 * long a match is (`contactDetailMaxLength`), which lets contact-scan.ts read text in windows.
 */

export type ContactDetailKind = 'phone' | 'email' | 'messengerId' | 'link';

export interface ContactDetailPatterns {
  kind: ContactDetailKind;
  patterns: readonly RegExp[];
  /** Blanked out before `patterns` read the text: what looks like this kind but is not. */
  exceptions?: readonly RegExp[];
}

/** Longer than any match of the patterns below (a link, the longest, is under 600). */
export const contactDetailMaxLength = 1024;

const latinLetter = 'a-z0-9\\u00c0-\\u024f';
/** A whole Latin word: no letter or digit right before or after. */
const latinWord = (words: string) => `(?<![${latinLetter}])(?:${words})(?![${latinLetter}])`;
/** Each name as written and spelled out letter by letter: "line", "l i n e", "l.i.n.e". */
const writtenOrSpelledOut = (names: readonly string[]) =>
  [
    ...new Set(names.flatMap((name) => [name, [...name.replaceAll(' ', '')].join('[ ._\\-]')])),
  ].join('|');

// Phone numbers.
/** Fewest digits in a written number that could be a phone number (Norway's have 8). */
const phoneDigits = 8;
/** Most digits one match takes: a longer run is read as several numbers. */
const mostPhoneDigits = 32;
/** What may stand between a number's digits: spaces, dots, dashes, slashes, emoji… */
const digitSeparator = '[ .\\-–—()+/_*#·•\\p{So}\\p{Sk}\\p{Extended_Pictographic}]';
const writtenNumber = `[+(]{0,2}\\d(?:${digitSeparator}{0,3}\\d){${phoneDigits - 1},${mostPhoneDigits - 1}}`;
const spokenDigit = [
  latinWord('zero|one|two|three|four|five|six|seven|eight|nine'),
  // "åtte" is read without its ring.
  latinWord('null|en|ett|to|tre|fire|fem|seks|sju|syv|atte|ni'),
  // Thai words are written without spaces between them, so they have no word boundaries.
  'ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า',
  '(?<!\\d)\\d(?!\\d)',
].join('|');
/** Seven digits spelled out (a local number) is never ordinary prose. */
const spelledNumber = `(?:${spokenDigit})(?:(?:${digitSeparator}|,){0,3}(?:${spokenDigit})){6,${mostPhoneDigits - 1}}`;
const year = '(?:19|20|25)\\d{2}';
const thousands = '\\d{1,3}(?:[ .,]\\d{3}){1,4}(?:[.,]\\d{1,2})?';
const clock = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
const phone: ContactDetailPatterns = {
  kind: 'phone',
  patterns: [new RegExp(writtenNumber, 'gu'), new RegExp(spelledNumber, 'gu')],
  // Long written numbers that are not phone numbers: dates, years, sums, opening hours.
  exceptions: [
    new RegExp(`(?<!\\d)(?:0?[1-9]|[12]\\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-]${year}(?!\\d)`, 'gu'),
    new RegExp(`(?<!\\d)${year}-\\d{2}-\\d{2}(?!\\d)`, 'gu'),
    // "2010-2015", "2533 (1990)": a span of years, or a Thai year with the Western one.
    new RegExp(`(?<!\\d)${year} ?[-–/(] ?${year}\\)?(?!\\d)`, 'gu'),
    new RegExp(`(?:[$€£฿]|(?<![a-zæø])(?:kr\\.?|nok|thb|usd|eur)) ?${thousands}`, 'gu'),
    new RegExp(
      `(?<!\\d)${thousands} ?(?:kr|kroner|baht|บาท|thb|usd|eur|dollars?|euros?|[$€£฿])`,
      'gu',
    ),
    new RegExp(`(?<!\\d)${clock} ?[-–] ?${clock}(?!\\d)`, 'gu'),
  ],
};

// E-mail addresses, also written out ("malee at gmail dot com", "malee @ mymail . net").
/** Starts where a run of its characters starts: tried from each of them, it would be quadratic. */
const localPart = '(?<![a-z0-9._%+\\-])[a-z0-9._%+\\-]{1,64}';
const label = '[a-z0-9\\-]{1,63}';
const emailProviders = 'gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|จีเมล';
const topLevelDomains = 'com|net|org|info|io|me|no|se|dk|de|uk|co|th|คอม';
const atSymbol = ' ?(?:@|\\[at\\]|\\(at\\)|\\{at\\}|<at>|แอท|krøllalfa) ?';
const dotWord = ' ?(?:\\[dot\\]|\\(dot\\)|\\{dot\\}|<dot>|ดอท) ?| (?:dot|punktum) ';
/** An address written out: `at`, then the domain with `dot`s, to a known top-level domain. */
const writtenOutAddress = (at: string, dot: string) =>
  `${localPart}(?:${at})(?:${label}|${emailProviders})(?:(?:${dot})${label}){0,4}(?:${dot})(?:${topLevelDomains})(?![a-z])`;
const email: ContactDetailPatterns = {
  kind: 'email',
  patterns: [
    new RegExp(`${localPart}@${label}(?:\\.${label}){0,4}\\.[a-z]{2,24}`, 'gu'),
    // "malee @ mymail . net", "malee(at)hotmail(dot)com"
    new RegExp(writtenOutAddress(atSymbol, `\\.| \\. |${dotWord}`), 'gu'),
    // "malee at gmail dot com"; a dot spaced out after a plain "at" is prose: "look at it . no".
    new RegExp(writtenOutAddress(' at ', `\\.|${dotWord}`), 'gu'),
    new RegExp(`${localPart}(?:${atSymbol}| at )(?:${emailProviders})(?![a-z])`, 'gu'),
  ],
};

// Links, with their path (also after a spaced-out " / ").
const path = ' ?\\/ ?\\S{0,256}';
const domainStart = '(?<![a-z0-9@.\\-])';
const genericTopLevelDomain = '(?:com|net|org|info|io|ly|gg)(?![a-z0-9])';
const shortLinkHost = '(?:wa|t|m|fb|line|telegram)';
const link: ContactDetailPatterns = {
  kind: 'link',
  patterns: [
    /https?:\/\/\S{1,256}/gu,
    /(?<![a-z0-9])www(?:\.| \. )\S{1,256}/gu,
    new RegExp(
      `${domainStart}${label}(?:\\.${label}){0,4}\\.${genericTopLevelDomain}(?:${path})?`,
      'gu',
    ),
    // Messengers' short links; not every ".me", which a missing space makes of "cooking.Me".
    new RegExp(
      `(?<![a-z0-9])(?:${shortLinkHost}\\.me|instagr\\.am|lin\\.ee)(?![a-z0-9])(?:${path})?`,
      'gu',
    ),
    // Spaced out, "t . me / malee": only with a path, as "I love it . Com" is prose.
    new RegExp(
      `${domainStart}(?:${label} \\. ${genericTopLevelDomain}|${shortLinkHost} \\. me(?![a-z0-9]))${path}`,
      'gu',
    ),
    new RegExp(`${domainStart}${label}\\.(?:co|in|ac|or|go)\\.th(?![a-z0-9])(?:${path})?`, 'gu'),
    new RegExp(`${domainStart}${label}\\.(?:no|th|se|dk|de|uk)${path}`, 'gu'),
  ],
};

// Messengers: the app's name, then the id.
const platform = latinWord(
  writtenOrSpelledOut([
    'line',
    'whatsapp',
    'whats app',
    'wa',
    'facebook',
    'fb',
    'instagram',
    'insta',
    'ig',
    'telegram',
    'tiktok',
    'snapchat',
    'snap',
    'twitter',
    'wechat',
    'kakaotalk',
    'kakao',
    'viber',
    'skype',
  ]),
);
/** Words the Thai for "line" (ไลน์) is part of without meaning the LINE app. */
const notInThaiLineCompound = [
  'ออน',
  'ออฟ',
  'ไกด์',
  'เดด',
  'ไทม์',
  'ฮอต',
  'แอร์',
  'เฮด',
  'แบ็ก',
  'แบค',
  'พันช์',
]
  .map((word) => `(?<!${word})`)
  .join('');
const thaiPlatform = [
  'ไอดีไลน์',
  `${notInThaiLineCompound}ไลน์`,
  'ไอดี',
  'เฟ[ซส]บุ๊?[กค]',
  'เฟ[ซส]',
  'ไอจี',
  'อินสตา(?:แกรม)?',
  'ติ๊?ก ?ต็?อ[กค]',
  'วี ?แชท',
  'วอท?ส?์? ?แอ[พป]',
  'เทเลแกรม',
].join('|');
const handle = '[@+]?[a-z0-9][a-z0-9_.\\-]{2,40}';
/** A handle that cannot be an ordinary word: it holds a digit, "_" or ".". */
const handleWithMark = '@?(?=[a-z0-9_.\\-]{0,40}[0-9_.])[a-z0-9][a-z0-9_.\\-]{2,40}';
const idWord = '(?:id|name|user(?:name)?|brukernavn|ไอดี)';
const isWord = '(?:is|er|คือ)';
const messengerIds = [
  // "line: malee88", "facebook: Malee Srisuk", "ig = malee_88", "line id is: malee88"
  new RegExp(
    `${platform} ?(?:${idWord} ?)?(?:${isWord} ?)?[:：=] ?${handle}(?: [a-z][a-z0-9]{2,40})?`,
    'gu',
  ),
  // "Line ID malee88", "my line id is malee88"
  new RegExp(`${platform} ?${idWord} ?(?:${isWord} )?${handle}`, 'gu'),
  // "line malee88", "add me on Line, malee88", "instagram @ola.fjord", "L I N E malee88"
  new RegExp(`${platform}[ ,]{0,3}${handleWithMark}`, 'gu'),
  // "ไลน์ malee88", "ไอจี: malee_88"
  new RegExp(`(?:${thaiPlatform}) ?[:：=]? ?${handle}`, 'gu'),
  // "@malee_88", not an address's "@"
  /(?<![a-z0-9._%+-])@[a-z0-9_.]{3,40}/gu,
];
/** In a profile text, naming an app to be reached on is already handing out the way. */
const messengerMentions = [
  // "line: …", "ig @…", "facebook id: …"
  new RegExp(`${platform} ?(?:${idWord})? ?[:：=@]`, 'gu'),
  new RegExp(`${platform} ?(?:id|ไอดี)(?![a-z])`, 'gu'),
  new RegExp(`${latinWord('id')} ?(?:${platform}|[:：=])`, 'gu'),
  new RegExp(
    latinWord(`add (?:me )?(?:on |in )?(?:my )?(?:${writtenOrSpelledOut(['line'])})`),
    'gu',
  ),
  // Apps whose name is never anything but the app.
  new RegExp(
    latinWord(
      writtenOrSpelledOut([
        'whatsapp',
        'whats app',
        'telegram',
        'wechat',
        'kakaotalk',
        'kakao',
        'viber',
        'snapchat',
        'skype',
      ]),
    ),
    'gu',
  ),
  new RegExp(`${notInThaiLineCompound}ไลน(?!์?(?:แดนซ|แมน))`, 'gu'),
  /ไอดี|วอท?ส?์? ?แอ[พป]|วัทส์?แอ[พป]|เทเลแกรม|เทเลแกม/gu,
];

/** What conversations mask: each detail itself, a messenger id only with the id. */
export const maskedContactDetails: readonly ContactDetailPatterns[] = [
  email,
  link,
  { kind: 'messengerId', patterns: messengerIds },
  phone,
];

/** What profile texts refuse, in the order `findContactDetails` names them. */
export const refusedContactDetails: readonly ContactDetailPatterns[] = [
  email,
  link,
  { kind: 'messengerId', patterns: [...messengerIds, ...messengerMentions] },
  phone,
];
