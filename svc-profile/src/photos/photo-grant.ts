import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A grant expires one to two windows after it was signed. Within a window the owner's URLs stay
 * the same, so their browser keeps the images instead of loading them again on every page.
 */
export const grantWindowSeconds = 6 * 60 * 60;

const grantPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

function mac(key: Buffer, fileId: string, expires: number): string {
  return createHmac('sha256', key)
    .update(`${fileId}.${String(expires)}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** `<expiry in Unix seconds>.<HMAC of the file id and the expiry>`: lets its bearer see one file. */
export function signPhotoGrant(key: Buffer, fileId: string, now: Date): string {
  const window = Math.floor(now.getTime() / 1000 / grantWindowSeconds);
  const expires = (window + 2) * grantWindowSeconds;
  return `${String(expires)}.${mac(key, fileId, expires)}`;
}

/** Whether `grant` was signed with `key` for this file and has not expired. */
export function photoGrantValid(key: Buffer, fileId: string, grant: string, now: Date): boolean {
  const match = grantPattern.exec(grant);
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(mac(key, fileId, expires)), Buffer.from(match[2]));
}
