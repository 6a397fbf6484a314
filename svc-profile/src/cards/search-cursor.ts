import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { idSchema, type SearchSort } from '@dating/contracts';

/**
 * Where a search page ended: the order, its last card's sort key (creation or last-active
 * time, as Postgres wrote it) and id.
 */
export interface SearchPosition {
  sort: SearchSort;
  key: string;
  userId: number;
}

const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const ivBytes = 12;
const tagBytes = 16;

/**
 * The opaque `next_cursor` a client sends back for the next page, sealed (AES-256-GCM) with
 * `secret`: a cursor of the 'active' order holds a member's last-active time, which no member
 * may read.
 */
export function encodeCursor(secret: Buffer, position: SearchPosition): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const plain = JSON.stringify([position.sort, position.key, position.userId]);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(secret: Buffer, cursor: string): unknown {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The position a cursor names, or null when it is not one this service sealed or belongs to
 * the other order.
 */
export function decodeCursor(
  secret: Buffer,
  cursor: string,
  sort: SearchSort,
): SearchPosition | null {
  const value = unseal(secret, cursor);
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [order, key, userId] = value as unknown[];
  if (order !== sort) return null;
  if (typeof key !== 'string' || !timestamp.test(key)) return null;
  const id = idSchema().safeParse(userId);
  if (typeof userId !== 'number' || !id.success) return null;
  return { sort, key, userId: id.data };
}
