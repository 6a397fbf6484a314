import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

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

/**
 * Postgres refusing or dropping connections: class 08 (connection exception), and the server
 * shutting down, crashed, starting up or killing the backend (57P01-57P03).
 */
const connectionLostCode = /^(08...|57P0[123])$/;
/** A socket that could not reach the server or was cut under a query. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** pg's own errors for a connection that closed, or that the pool could not open in time. */
const connectionLostMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether a query failed because the database was out of reach rather than because of the
 * query: the pool opens fresh connections for the next ones, so the caller may try again.
 */
export function isConnectionLostError(error: unknown): boolean {
  // TypeORM releases a transaction's runner when its connection drops, so the transaction's
  // remaining queries fail with these instead of the connection's own error.
  if (
    error instanceof QueryRunnerAlreadyReleasedError ||
    error instanceof QueryRunnerProviderAlreadyReleasedError
  )
    return true;
  // Matched by shape: Node's socket errors come from another realm under jest, not by class.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (connectionLostCode.test(code) || socketCodes.has(code)))
    return true;
  return (
    typeof message === 'string' && connectionLostMessages.some((lost) => message.startsWith(lost))
  );
}
