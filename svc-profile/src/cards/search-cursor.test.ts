import { createCipheriv, randomBytes } from 'node:crypto';
import { decodeCursor, encodeCursor } from './search-cursor';

const secret = randomBytes(32);

/** A cursor sealed as the service seals them, around whatever value. */
function sealed(value: unknown, key = secret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

describe('search cursor', () => {
  it('gives back the position it was made from, microseconds and all, for either order', () => {
    for (const position of [
      { sort: 'newest', key: '2026-06-15 09:30:00.123456+00', userId: 42 },
      { sort: 'active', key: '2026-06-15 09:30:00+07', userId: 1 },
    ] as const) {
      const cursor = encodeCursor(secret, position);
      expect(cursor).toMatch(/^[\w-]+$/);
      expect(cursor.length).toBeLessThanOrEqual(200);
      expect(decodeCursor(secret, cursor, position.sort)).toEqual(position);
    }
  });

  it('does not show the time it holds', () => {
    const cursor = encodeCursor(secret, {
      sort: 'active',
      key: '2026-06-15 09:30:00+00',
      userId: 7,
    });
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toContain('2026');
  });

  it("refuses the other order's cursor, another key's, and a changed one", () => {
    const position = { sort: 'active', key: '2026-06-15 09:30:00+00', userId: 7 } as const;
    const cursor = encodeCursor(secret, position);
    expect(decodeCursor(secret, cursor, 'newest')).toBeNull();
    expect(decodeCursor(randomBytes(32), cursor, 'active')).toBeNull();
    const bytes = Buffer.from(cursor, 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(decodeCursor(secret, bytes.toString('base64url'), 'active')).toBeNull();
  });

  it('refuses anything it did not write', () => {
    const plain = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '',
      'not a cursor',
      plain(['newest', '2026-06-15 09:30:00+00', 1]),
      sealed(['newest', '2026-06-15 09:30:00+00']),
      sealed(['newest', "2026-06-15'; DROP TABLE user_info; --", 1]),
      sealed(['newest', '2026-06-15 09:30:00+00', 0]),
      sealed(['newest', '2026-06-15 09:30:00+00', 1.5]),
      sealed(['newest', '2026-06-15 09:30:00+00', 2 ** 31]),
      sealed(['newest', '2026-06-15 09:30:00+00', '7']),
    ]) {
      expect([cursor, decodeCursor(secret, cursor, 'newest')]).toEqual([cursor, null]);
    }
    expect(decodeCursor(secret, sealed(['newest', '2026-06-15 09:30:00+00', 3]), 'newest')).toEqual(
      { sort: 'newest', key: '2026-06-15 09:30:00+00', userId: 3 },
    );
  });
});
