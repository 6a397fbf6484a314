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
      messageCode: 'invalidData',
    });
  });

  it('leaves our own mistakes a 500', async () => {
    await expect(answerTo(await failureOf('SELECT * FROM no_such_table', []))).resolves.toEqual({
      code: ErrorCode.Internal,
      message: Messages.internal,
      messageCode: 'internal',
    });
  });
});

describe('a database out of reach', () => {
  const unavailableAnswer = {
    code: ErrorCode.Unavailable,
    message: Messages.serviceUnavailable,
    messageCode: 'serviceUnavailable',
  };

  it('is a 503 when the server ends the connection under a query', async () => {
    const database = new DataSource({ type: 'postgres', url: databaseUrl(serverUrl, 'postgres') });
    await database.initialize();
    try {
      const failure = await database.query('SELECT pg_terminate_backend(pg_backend_pid())').then(
        () => new Error('the connection survived'),
        (error: unknown) => error,
      );
      await expect(answerTo(failure)).resolves.toEqual(unavailableAnswer);
    } finally {
      await database.destroy();
    }
  });

  it('is a 503 when no connection can be opened', async () => {
    const database = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:1/x' });
    const failure = await database.initialize().then(
      () => new Error('connected to a closed port'),
      (error: unknown) => error,
    );
    await expect(answerTo(failure)).resolves.toEqual(unavailableAnswer);
  });
});
