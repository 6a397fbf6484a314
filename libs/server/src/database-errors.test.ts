import { ErrorCode, Messages, type ServiceError } from '@dating/contracts';
import { firstValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { databaseUrl } from './database';
import { ServiceErrorFilter } from './errors';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** What a handler's failure leaves the service as. */
async function answerTo(failure: unknown): Promise<ServiceError> {
  try {
    await firstValueFrom(new ServiceErrorFilter().catch(failure));
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('The filter let the failure through');
}

describe('a value the database refuses', () => {
  const database = new DataSource({ type: 'postgres', url: databaseUrl(serverUrl, 'postgres') });
  const failureOf = (sql: string, params: unknown[]) =>
    database.query(sql, params).then(
      () => {
        throw new Error(`${sql} succeeded`);
      },
      (error: unknown) => error,
    );

  beforeAll(() => database.initialize());
  afterAll(() => database.destroy());

  it.each([
    ['an id of 2^31 for an integer', 'SELECT $1::int', [2 ** 31]],
    ['letters for an integer', 'SELECT $1::int', ['abc']],
    ['a NUL byte in text', 'SELECT $1::text', ['a\u0000b']],
    ['an escaped NUL in JSON', 'SELECT $1::jsonb', ['"a\\u0000b"']],
    ['a date that does not exist', 'SELECT $1::date', ['2026-13-45']],
  ])('is a 400 with a message, not a 500: %s', async (_case, sql, params) => {
    await expect(answerTo(await failureOf(sql, params))).resolves.toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.invalidData,
    });
  });

  it('leaves our own mistakes a 500', async () => {
    await expect(answerTo(await failureOf('SELECT * FROM no_such_table', []))).resolves.toEqual({
      code: ErrorCode.Internal,
      message: Messages.internal,
    });
  });
});
