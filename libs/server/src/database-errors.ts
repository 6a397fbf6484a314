/**
 * Postgres data exceptions that a caller's value causes, not a fault of ours: the value cannot
 * be read as the column's type, does not fit it, or cannot be stored at all. The schemas refuse
 * such values first; these keep anything they miss a 400.
 */
const invalidDataCodes = new Set([
  '22001', // string_data_right_truncation: longer than the column
  '22003', // numeric_value_out_of_range: e.g. an id of 2^31 for an integer column
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire: a NUL byte in text
  '22P02', // invalid_text_representation: 'abc' for an integer
  '22P05', // untranslatable_character: \u0000 in jsonb
]);

/** Whether a failed query (pg's DatabaseError or TypeORM's QueryFailedError) was bad input. */
export function isInvalidDataError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && invalidDataCodes.has(code);
}
