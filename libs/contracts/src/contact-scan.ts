import { type ContactDetailPatterns, contactDetailMaxLength } from './contact-patterns';

/**
 * The most (normalised) text one pass of the patterns reads. Messages and profile texts are at
 * most 2,000 characters (`messageMaxLength`, the profile sections' limits), so they are read in
 * one pass; a longer text is read in windows overlapping by `contactDetailMaxLength`, so that a
 * detail anywhere in it lies whole in one window, and time grows no faster than the text.
 */
export const contactScanWindow = 4096;

/** [start, end) in UTF-16 units. */
export type Span = [start: number, end: number];

function blankOut(text: string, patterns: readonly RegExp[]): string {
  return patterns.reduce(
    (remaining, pattern) => remaining.replace(pattern, (found) => ' '.repeat(found.length)),
    text,
  );
}

/** Where `detail`'s patterns match in `text`, normalised by `normalizeForContactDetails`. */
export function findSpans(text: string, detail: ContactDetailPatterns): Span[] {
  const spans: Span[] = [];
  for (let start = 0; ; start += contactScanWindow - contactDetailMaxLength) {
    // Blanked rather than removed, so what is left keeps its positions.
    const window = blankOut(text.slice(start, start + contactScanWindow), detail.exceptions ?? []);
    for (const pattern of detail.patterns) {
      for (const match of window.matchAll(pattern)) {
        spans.push([start + match.index, start + match.index + match[0].length]);
      }
    }
    if (start + contactScanWindow >= text.length) return spans;
  }
}
