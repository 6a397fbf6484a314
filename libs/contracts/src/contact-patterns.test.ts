import { findContactDetailRanges, maskContactDetails } from './contact-details';
import {
  contactDetailMaxLength,
  maskedContactDetails,
  refusedContactDetails,
} from './contact-patterns';
import { contactScanWindow } from './contact-scan';
import { findContactDetails } from './profile/contact-details';

/**
 * What a backtracking pattern reads slowly: a start it takes up ("line", "@", "malee at"), then a
 * long run it can match in many ways (spaces, separators, digits, handle characters, "at"s).
 */
const starts = [
  '',
  'line',
  'l i n e',
  'ig',
  'whats app',
  'ไลน์',
  'ไอดี',
  'id',
  'add me on',
  'malee',
  'malee @',
  'malee at',
  '@',
  '$',
  'kr',
  'www',
  'http://',
  '+(',
  '2010',
  'zero',
  'ศูนย์',
];
const runs = [
  ' ',
  '\t \u00a0',
  '.',
  ' . ',
  '-',
  '_',
  '/',
  ',',
  ':',
  '1',
  '1 ',
  '1-',
  '1.',
  '1/',
  '1 🙂 ',
  '1,',
  '1 000 ',
  '12:30-',
  'a',
  'a1',
  'a.',
  'a_',
  'a-',
  'a.a-',
  '@',
  '@a',
  'at ',
  ' at ',
  ' dot ',
  'a at ',
  'a dot ',
  '[at]',
  '(dot)',
  'แอท',
  'ดอท',
  'line ',
  'l i n e ',
  'id ',
  'is ',
  ': ',
  'ไลน์',
  'zero ',
  'en ',
  'ศูนย์ ',
  'www.',
  'a.com/',
  '0\ufe0f\u20e3',
  '\u200b',
  '\u3164',
];
const length = 2000;
/** Each about 2,000 characters, ending in what no pattern expects, so every way is tried. */
const adversarial = starts.flatMap((start) =>
  runs.map((run) => `${start}${run.repeat(Math.ceil((length - start.length) / run.length))}!x`),
);

/** Contact details as long as each pattern lets them be, and longer. */
const longDetails = [
  `${'x'.repeat(64)}@${`${'y'.repeat(63)}.`.repeat(5)}com`,
  `malee at ${`${'y'.repeat(63)} punktum `.repeat(5)}no`,
  `malee krøllalfa ${`${'y'.repeat(63)} [dot] `.repeat(5)}com`,
  `https://${'z'.repeat(400)}`,
  `www . ${'z'.repeat(400)}`,
  `${`${'y'.repeat(63)}.`.repeat(5)}com / ${'z'.repeat(400)}`,
  `t . me / ${'z'.repeat(400)}`,
  `${'y'.repeat(63)}.co.th/${'z'.repeat(400)}`,
  `k a k a o t a l k brukernavn er: ${'z'.repeat(100)} ${'w'.repeat(100)}`,
  `ไอดีไลน์: ${'z'.repeat(100)}`,
  `@${'z'.repeat(100)}`,
  '1 🙂 '.repeat(100),
  'ศูนย์ 🙂 '.repeat(100),
  `$ 1${' 000'.repeat(10)}`,
];

/**
 * Of a few runs, the fastest: a pattern that backtracks is slow on every run, while a busy
 * machine (a pause, another process) slows down one now and then.
 */
function fastestOf(read: () => unknown, times = 5): number {
  let fastest = Infinity;
  for (let time = 0; time < times; time += 1) {
    const begun = performance.now();
    read();
    fastest = Math.min(fastest, performance.now() - begun);
  }
  return fastest;
}

const slowestOver = (read: (text: string) => unknown) =>
  Math.max(...adversarial.map((text) => fastestOf(() => read(text))));

const limitMilliseconds = 10;

const patterns = [...maskedContactDetails, ...refusedContactDetails].flatMap(
  ({ kind, patterns: found, exceptions = [] }) =>
    [...found, ...exceptions].map((pattern) => ({ kind, pattern })),
);
const eachPattern = [...new Map(patterns.map((entry) => [entry.pattern, entry])).values()].map(
  ({ kind, pattern }, index) => [`${kind} #${index}`, pattern] as const,
);

describe('contact-detail patterns', () => {
  it.each(eachPattern)(
    `%s reads 2,000 adversarial characters in under ${limitMilliseconds} ms`,
    (_, pattern) => {
      expect(slowestOver((text) => text.match(pattern))).toBeLessThan(limitMilliseconds);
    },
  );

  it.each(eachPattern)(
    `%s matches no more than contactDetailMaxLength characters at once`,
    (_, pattern) => {
      const longest = Math.max(
        ...[...adversarial, ...longDetails].flatMap((text) =>
          (text.match(pattern) ?? []).map((found) => found.length),
        ),
        0,
      );
      expect(longest).toBeLessThanOrEqual(contactDetailMaxLength);
    },
  );

  it(`the message mask reads each adversarial text in under ${limitMilliseconds} ms`, () => {
    expect(slowestOver(findContactDetailRanges)).toBeLessThan(limitMilliseconds);
  });

  it(`the profile check reads each adversarial text in under ${limitMilliseconds} ms`, () => {
    expect(slowestOver(findContactDetails)).toBeLessThan(limitMilliseconds);
  });
});

describe('a text longer than one scan window', () => {
  const filler = 'Jeg liker fiske og turer i fjellet. '.repeat(contactScanWindow / 8);

  it.each([
    ['at its very end', `${filler}ring 912 34 567`],
    ['across the first window’s edge', `${filler.slice(0, contactScanWindow - 5)} 912 34 567 ok`],
  ])('still has a contact detail masked and refused %s', (_, text) => {
    const shown = maskContactDetails(text);
    expect(shown.masked).toBe(true);
    expect(shown.text).not.toMatch(/\d/);
    expect(findContactDetails(text)).toBe('phone');
  });
});
