import { openText, sealText } from '../sessions/signing-key-seal';

/**
 * The admin's TOTP secret at rest: sealed with SIGNING_KEY_SECRET (AES-256-GCM, as the private
 * signing keys are) and bound to the account, so a copy of the database alone gives no codes.
 */
const contextOf = (userId: number) => `admin-totp:${userId}`;

export function sealTotpSecret(secret: string, userId: number, key: string): string {
  return sealText(secret, contextOf(userId), key);
}

/** The secret, or null when it does not open (another SIGNING_KEY_SECRET, another row). */
export function openTotpSecret(sealed: string, userId: number, key: string): string | null {
  return openText(sealed, contextOf(userId), key);
}
