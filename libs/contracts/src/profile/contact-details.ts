/**
 * Finds contact details (phone numbers, e-mail addresses, messenger ids, links) in the profile's
 * free text: they are what subscribers pay for, so a member may not hand them out in a caption.
 * Written for Thai, English and Norwegian text, and for the usual ways of hiding a number or an
 * address from a filter (see contact-normalize.ts and contact-patterns.ts).
 */

import { normalizeForContactDetails } from '../contact-normalize';
import { type ContactDetailKind, refusedContactDetails } from '../contact-patterns';
import { findSpans } from '../contact-scan';

/** The first kind of contact detail `text` holds, or null when it holds none. */
export function findContactDetails(text: string): ContactDetailKind | null {
  const normalized = normalizeForContactDetails(text).text;
  return (
    refusedContactDetails.find((detail) => findSpans(normalized, detail).length > 0)?.kind ?? null
  );
}
