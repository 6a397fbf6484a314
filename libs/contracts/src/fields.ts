import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { MessageCode } from './messages';

export { fieldMessages };

/** The largest id a Postgres `integer` column holds (2^31 - 1). */
export const maxId = 2_147_483_647;

const wholeId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(maxId, { error: message });

/**
 * Every id in every schema: a whole number from 1 to 2^31 - 1, or its digits as a string (path
 * parameters and forms send strings). `message` is what a bad one is told; anything else (a
 * boolean, null, 1e3, an array) is refused with it rather than coerced.
 */
export function idSchema(message: string = MessageCode.invalidId) {
  return z.union(
    [
      wholeId(message),
      z
        .string({ error: message })
        .regex(/^\s*\d{1,20}\s*$/, { error: message })
        .transform(Number)
        .pipe(wholeId(message)),
    ],
    { error: message },
  );
}

/** C0 and C1 controls and DEL; multi-line text keeps tab, line feed and carriage return. */
const singleLineControls = /\p{Cc}/u;
const multiLineControls = /[^\P{Cc}\t\n\r]/u;

/**
 * Bidirectional embeddings, overrides and isolates: no Thai, Norwegian or English text needs
 * them, and they can make text (a caption next to a link) read other than it is stored.
 */
const directionControls = /[\u202a-\u202e\u2066-\u2069]/g;
/** Names also lose the direction marks, so two names that look alike are stored alike. */
const nameDirectionControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface TextRules {
  /** The most characters kept, after trimming. */
  max: number;
  /** Free text typed in a text area: keeps tabs and line breaks. */
  multiline?: boolean;
  /** A display name: also loses the direction marks (U+200E, U+200F). */
  name?: boolean;
  /** The message for a missing value or one that is not a string. */
  error?: string;
  /** The message for text longer than `max`. */
  tooLong?: string;
}

/**
 * Every text field: refuses control characters (NUL among them, which Postgres cannot store),
 * strips bidirectional controls, trims, and bounds the length. A `z.string()`, so a field adds
 * its own `.min()` or `.regex()`.
 */
export function textSchema(rules: TextRules) {
  const controls = rules.multiline ? multiLineControls : singleLineControls;
  const direction = rules.name ? nameDirectionControls : directionControls;
  return z
    .string(rules.error ? { error: rules.error } : undefined)
    .refine((value) => !controls.test(value), { error: MessageCode.textNotAllowed, abort: true })
    .overwrite((value) => value.replace(direction, ''))
    .trim()
    .max(rules.max, { error: rules.tooLong ?? MessageCode.textTooLong, abort: true });
}
