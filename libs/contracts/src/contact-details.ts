import {
  bareHandle,
  emailPatterns,
  invisibleCharacters,
  latinWord,
  notPhoneNumbers,
  phoneDigits,
  platforms,
  spelledNumber,
  thaiDigits,
  writtenNumber,
} from './contact-patterns';
import { type ContactDetailKind } from './profile/contact-details';

/**
 * Finds contact details in a text to hide them, not to refuse it: phone numbers (Thai and
 * Norwegian, spaced or dashed, Thai digits, +66 and +47, digits spelled out), e-mail addresses
 * (also "name at gmail dot com"), links and domains, and messenger ids ("line: …", "ไลน์ …",
 * "ig @…"). What subscribers pay for is exactly these, so a conversation with a member without a
 * membership shows each as `contactDetailMask`.
 */

export const contactDetailMask = '•••';

/** Where a contact detail stands in the original text, [start, end) in UTF-16 units. */
export interface ContactDetailRange {
  kind: ContactDetailKind;
  start: number;
  end: number;
}

export interface MaskedText {
  text: string;
  /** At least one contact detail was replaced. */
  masked: boolean;
}

const invisibleCharacter = new RegExp(`^${invisibleCharacters}$`);

/**
 * The text the patterns read (full-width folded, Thai digits as Arabic ones, invisible
 * characters dropped, lower case), and for each of its UTF-16 units the original span it came
 * from, so a match maps back onto the text as written.
 */
function normalize(text: string): { text: string; from: number[]; to: number[] } {
  let normalized = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const character of text) {
    const thaiDigit = thaiDigits.indexOf(character);
    const folded = invisibleCharacter.test(character)
      ? ''
      : thaiDigit >= 0
        ? String(thaiDigit)
        : character.normalize('NFKC').toLowerCase();
    for (let unit = 0; unit < folded.length; unit += 1) {
      from.push(at);
      to.push(at + character.length);
    }
    normalized += folded;
    at += character.length;
  }
  return { text: normalized, from, to };
}

const spelledPhoneNumber = new RegExp(spelledNumber, 'gu');
const emailFinders = emailPatterns('g');

// Links, with their path.
const path = String.raw`(?:\/[^\s]*)?`;
const linkPatterns = [
  /https?:\/\/[^\s]+/g,
  /(?<![a-z0-9])www\.[^\s]+/g,
  new RegExp(
    `(?<![a-z0-9@.])[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|info|io|ly|gg)(?![a-z0-9])${path}`,
    'g',
  ),
  // Messengers' short links; not every ".me", which a missing space makes of "cooking.Me".
  new RegExp(
    `(?<![a-z0-9])(?:(?:wa|t|m|fb|line|telegram)\\.me|instagr\\.am|lin\\.ee)(?![a-z0-9])${path}`,
    'g',
  ),
  new RegExp(`(?<![a-z0-9@.])[a-z0-9][a-z0-9-]*\\.(?:co|in|ac|or|go)\\.th(?![a-z0-9])${path}`, 'g'),
  /(?<![a-z0-9@.])[a-z0-9][a-z0-9-]*\.(?:no|th|se|dk|de|uk)\/[^\s]*/g,
];

// Messenger ids: the app's name, then the id.
const thaiPlatforms =
  'ไอดีไลน์|ไลน์|ไอดี|เฟ[ซส]บุ๊?[กค]|เฟ[ซส]|ไอจี|อินสตา(?:แกรม)?|ติ๊?ก\\s*ต็?อ[กค]|วี\\s*แชท|วอท?ส?์?\\s*แอ[พป]|เทเลแกรม';
const handle = '[@+]?[a-z0-9][a-z0-9_.\\-]{2,}';
/** A handle that cannot be an ordinary word: it holds a digit, "_" or ".". */
const handleWithMark = '@?(?=[a-z0-9_.\\-]*[0-9_.])[a-z0-9][a-z0-9_.\\-]{2,}';
const idWord = '(?:id|name|user(?:name)?|brukernavn|ไอดี)';
const isWord = '(?:is|er|คือ)';
const messengerPatterns = [
  // "line: malee88", "facebook: Malee Srisuk", "ig = malee_88"
  new RegExp(
    `${latinWord(platforms)}\\s*${idWord}?\\s*${isWord}?\\s*[:：=]\\s*${handle}(?:\\s+[a-z][a-z0-9]{2,})?`,
    'gu',
  ),
  // "Line ID malee88", "my line id is malee88"
  new RegExp(`${latinWord(platforms)}\\s*${idWord}\\s*${isWord}?\\s*${handle}`, 'gu'),
  // "line malee88", "add me on Line, malee88", "instagram @ola.fjord"
  new RegExp(`${latinWord(platforms)}[\\s,]*${handleWithMark}`, 'gu'),
  // "ไลน์ malee88", "ไอจี: malee_88"
  new RegExp(`(?:${thaiPlatforms})\\s*[:：=]?\\s*${handle}`, 'gu'),
  new RegExp(bareHandle, 'g'),
];

type Span = [start: number, end: number];

const spansOf = (text: string, pattern: RegExp): Span[] =>
  [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);

function phoneSpans(text: string): Span[] {
  // Blanked out rather than removed, so what is left keeps its positions.
  const withoutDatesAndSums = notPhoneNumbers.reduce(
    (remaining, pattern) => remaining.replace(pattern, (found) => ' '.repeat(found.length)),
    text,
  );
  const written = spansOf(withoutDatesAndSums, writtenNumber).filter(
    ([start, end]) => text.slice(start, end).replace(/\D/g, '').length >= phoneDigits,
  );
  return [...written, ...spansOf(text, spelledPhoneNumber)];
}

const finders: [ContactDetailKind, (text: string) => Span[]][] = [
  ['email', (text) => emailFinders.flatMap((pattern) => spansOf(text, pattern))],
  ['link', (text) => linkPatterns.flatMap((pattern) => spansOf(text, pattern))],
  ['messengerId', (text) => messengerPatterns.flatMap((pattern) => spansOf(text, pattern))],
  ['phone', phoneSpans],
];

/**
 * The contact details in `text`, in order, overlapping ones merged (the kind of the first
 * kept). Some patterns are quadratic at worst: call it on text already bounded in length.
 */
export function findContactDetailRanges(text: string): ContactDetailRange[] {
  const normalized = normalize(text);
  const found = finders
    .flatMap(([kind, find]) =>
      find(normalized.text).map(([start, end]) => ({
        kind,
        start: normalized.from[start] ?? text.length,
        end: normalized.to[end - 1] ?? text.length,
      })),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactDetailRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** `text` with each contact detail replaced by `contactDetailMask`. */
export function maskContactDetails(text: string): MaskedText {
  const ranges = findContactDetailRanges(text);
  if (ranges.length === 0) return { text, masked: false };
  let masked = '';
  let at = 0;
  for (const range of ranges) {
    masked += text.slice(at, range.start) + contactDetailMask;
    at = range.end;
  }
  return { text: masked + text.slice(at), masked: true };
}
