/**
 * Finds contact details (phone numbers, e-mail addresses, messenger ids, links) in the profile's
 * free text: they are what subscribers pay for, so a member may not hand them out in a caption.
 * Written for Thai, English and Norwegian text, and for the usual ways of hiding a number or an
 * address from a filter (spaces, dots, Thai digits, digits spelled out, "at … dot com").
 */

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
} from '../contact-patterns';

export type ContactDetailKind = 'phone' | 'email' | 'messengerId' | 'link';

/** Full-width letters and digits become plain ones, Thai digits Arabic ones, all lower case. */
export function normalizeForContactDetails(text: string): string {
  return text
    .normalize('NFKC')
    .replace(new RegExp(invisibleCharacters, 'g'), '')
    .replace(/[๐-๙]/g, (digit) => String(thaiDigits.indexOf(digit)))
    .toLowerCase();
}

const spelledPhoneNumber = new RegExp(spelledNumber, 'u');

function hasPhoneNumber(text: string): boolean {
  if (spelledPhoneNumber.test(text)) return true;
  const withoutDatesAndSums = notPhoneNumbers.reduce(
    (remaining, pattern) => remaining.replace(pattern, ' '),
    text,
  );
  return (withoutDatesAndSums.match(writtenNumber) ?? []).some(
    (number) => number.replace(/\D/g, '').length >= phoneDigits,
  );
}

const emailChecks = emailPatterns('');

const linkPatterns = [
  /https?:\/\//,
  /(?<![a-z0-9])www\./,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|io|ly|gg)(?![a-z0-9])/,
  // Messengers' short links; not every ".me", which a missing space makes of "cooking.Me".
  /(?<![a-z0-9])(?:wa|t|m|fb|line|telegram)\.me(?![a-z0-9])|instagr\.am|lin\.ee/,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:co|in|ac|or|go)\.th(?![a-z0-9])/,
  /(?<![a-z0-9])[a-z0-9][a-z0-9-]*\.(?:no|th|se|dk|de|uk)\//,
];

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
  new RegExp(bareHandle),
];

const checks: [ContactDetailKind, (text: string) => boolean][] = [
  ['email', (text) => emailChecks.some((pattern) => pattern.test(text))],
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
