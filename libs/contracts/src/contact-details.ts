import { normalizeForContactDetails } from './contact-normalize';
import { type ContactDetailKind, maskedContactDetails } from './contact-patterns';
import { findSpans } from './contact-scan';

/**
 * Finds contact details in a text to hide them, not to refuse it: phone numbers (Thai and
 * Norwegian, spaced or dashed, in any script's digits, +66 and +47, digits spelled out), e-mail
 * addresses (also "name at gmail dot com"), links and domains, and messenger ids ("line: …",
 * "ไลน์ …", "ig @…"). What subscribers pay for is exactly these, so a conversation with a member
 * without a membership shows each as `contactDetailMask`.
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

/**
 * The contact details in `text`, in order, overlapping ones merged (the kind of the first
 * kept). Linear in the text's length.
 */
export function findContactDetailRanges(text: string): ContactDetailRange[] {
  const normalized = normalizeForContactDetails(text);
  const found = maskedContactDetails
    .flatMap((detail) =>
      findSpans(normalized.text, detail).map(([start, end]) => ({
        kind: detail.kind,
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
