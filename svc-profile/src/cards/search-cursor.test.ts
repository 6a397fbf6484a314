import { decodeCursor, encodeCursor } from './search-cursor';

describe('search cursor', () => {
  it('gives back the position it was made from, microseconds and all', () => {
    const position = { created: '2026-06-15 09:30:00.123456+00', userId: 42 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
    expect(decodeCursor(encodeCursor({ created: '2026-06-15 09:30:00+07', userId: 1 }))).toEqual({
      created: '2026-06-15 09:30:00+07',
      userId: 1,
    });
  });

  it('refuses anything it did not write', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '',
      'not a cursor',
      encode({ created: '2026-06-15 09:30:00+00', userId: 1 }),
      encode(['2026-06-15 09:30:00+00']),
      encode(["2026-06-15'; DROP TABLE user_info; --", 1]),
      encode(['2026-06-15 09:30:00+00', 0]),
      encode(['2026-06-15 09:30:00+00', 1.5]),
      encode(['2026-06-15 09:30:00+00', 2 ** 31]),
      encode(['2026-06-15 09:30:00+00', '7']),
    ]) {
      expect([cursor, decodeCursor(cursor)]).toEqual([cursor, null]);
    }
  });
});
