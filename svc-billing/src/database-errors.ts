import { QueryFailedError } from 'typeorm';

/** The unique index or constraint a failed write ran into, or null for any other failure. */
export function violatedUniqueIndex(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown };
  if (driverError.code !== '23505') return null;
  return typeof driverError.constraint === 'string' ? driverError.constraint : '';
}
