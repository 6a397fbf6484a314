/**
 * The one text the contact-detail patterns read (contact-patterns.ts), whatever was done to hide
 * a detail from them: compatibility forms folded (NFKD: full-width, circled, mathematical letters
 * and digits), accents and other marks dropped (Thai's stay), every decimal digit as an ASCII one
 * (Thai, Lao, Arabic-Indic, Devanagari…), letters that only look Latin (Greek ο, Cyrillic і) as
 * the Latin ones, characters that show nothing (zero-width, format, fillers, variation selectors)
 * dropped, lower case, and each run of white space as one space.
 */

/** The folded text, and for each of its UTF-16 units the original span it came from. */
export interface NormalizedText {
  text: string;
  from: number[];
  to: number[];
}

/**
 * Greek, Cyrillic and other letters that pass for Latin ones, each under the Latin letter it
 * passes for. A capital not listed passes for what its small letter does, so only capitals that
 * look unlike their small letter are listed (Greek Η looks like H, η like n).
 */
const lookalikesOf: Record<string, string> = {
  a: 'αаɑ',
  b: 'Βвь',
  c: 'сϲ',
  d: 'ԁ',
  e: 'εе',
  g: 'ɡց',
  h: 'Ηнһհ',
  i: 'ιіıɪ',
  j: 'јȷ',
  k: 'κк',
  l: 'ӏǀ',
  m: 'Μм',
  n: 'ηΝпոɴ',
  o: 'οоօσ',
  p: 'ρр',
  q: 'ԛզ',
  s: 'ѕ',
  t: 'τт',
  u: 'μυս',
  v: 'ν',
  w: 'ԝω',
  x: 'χх',
  y: 'Υуү',
  z: 'Ζ',
};
const lookalikes = new Map(
  Object.entries(lookalikesOf).flatMap(([latin, others]) =>
    [...others].map((other) => [other, latin] as const),
  ),
);

/** Shows nothing: zero-width and format characters, fillers, variation selectors, blanks. */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;
/** Accents, keycaps and other marks but Thai's, which are part of its letters. */
const foreignMark = /(?![\u0e00-\u0e7f])\p{M}/u;
const decimalDigit = /\p{Nd}/u;

/** What needs no more than lower case: printable ASCII but the space, Thai but its digits. */
const plainRun = /[!-~\u0e01-\u0e4f\u0e5a-\u0e7f]+/y;
/** White space that shows: JavaScript's "\s" holds U+FEFF, the zero-width no-break space. */
const spaceRun = /[^\S\ufeff]+/uy;
const anyCharacter = /[^]/uy;

const digitValues = new Map<string, string>();

/** Unicode encodes each script's decimal digits as a run of ten, zero first. */
function asciiDigit(digit: string): string {
  let value = digitValues.get(digit);
  if (value === undefined) {
    const code = digit.codePointAt(0) ?? 0;
    let zero = code;
    while (decimalDigit.test(String.fromCodePoint(zero - 1))) zero -= 1;
    value = String((code - zero) % 10);
    digitValues.set(digit, value);
  }
  return value;
}

function fold(character: string): string {
  let folded = '';
  for (const decomposed of character.normalize('NFKD')) {
    // Lookalikes before lower case: a capital may pass for another letter than its small one.
    for (const lower of (lookalikes.get(decomposed) ?? decomposed).toLowerCase()) {
      if (invisible.test(lower) || foreignMark.test(lower)) continue;
      folded += decimalDigit.test(lower) ? asciiDigit(lower) : (lookalikes.get(lower) ?? lower);
    }
  }
  return folded;
}

/** What `pattern` (sticky) matches at `at`, or "". */
function readAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** `text` folded for the contact-detail patterns, and where each of its units came from. */
export function normalizeForContactDetails(text: string): NormalizedText {
  let normalized = '';
  const from: number[] = [];
  const to: number[] = [];
  let endsInSpace = false;
  let at = 0;
  while (at < text.length) {
    const plain = readAt(plainRun, text, at);
    if (plain) {
      normalized += plain.toLowerCase();
      for (let unit = at; unit < at + plain.length; unit += 1) {
        from.push(unit);
        to.push(unit + 1);
      }
      endsInSpace = false;
      at += plain.length;
      continue;
    }
    const spaces = readAt(spaceRun, text, at);
    const original = spaces || readAt(anyCharacter, text, at);
    const end = at + original.length;
    const length = normalized.length;
    for (const character of spaces ? ' ' : fold(original)) {
      if (character === ' ' && endsInSpace) continue;
      endsInSpace = character === ' ';
      normalized += character;
      for (let unit = 0; unit < character.length; unit += 1) {
        from.push(at);
        to.push(end);
      }
    }
    // What folds to nothing goes with what stands before it: a keycap's marks with its digit.
    if (normalized.length === length && length > 0) to[length - 1] = end;
    at = end;
  }
  return { text: normalized, from, to };
}
