import { idSchema } from '@dating/contracts';

/** Where a search page ended: its last card's creation time (as Postgres wrote it) and id. */
export interface SearchPosition {
  created: string;
  userId: number;
}

const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The opaque `next_cursor` a client sends back for the next page. */
export function encodeCursor(position: SearchPosition): string {
  return Buffer.from(JSON.stringify([position.created, position.userId])).toString('base64url');
}

/** The position a cursor names, or null when it is not one this service wrote. */
export function decodeCursor(cursor: string): SearchPosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [created, userId] = value as unknown[];
  if (typeof created !== 'string' || !timestamp.test(created)) return null;
  const id = idSchema().safeParse(userId);
  if (typeof userId !== 'number' || !id.success) return null;
  return { created, userId: id.data };
}
