import { createHmac, timingSafeEqual } from 'node:crypto';
import { mailKinds, type MailKind } from '@dating/contracts';

/** Whose mail of which kind an unsubscribe link turns off. */
export interface UnsubscribeClaim {
  userId: number;
  kind: MailKind;
}

/** The largest user id Postgres' integer holds. */
const maxUserId = 2_147_483_647;
/** An HMAC-SHA256 in base64url without padding. */
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

function signature(secret: string, { userId, kind }: UnsubscribeClaim): string {
  return createHmac('sha256', secret).update(`${userId}.${kind}`).digest('base64url');
}

const isMailKind = (value: string): value is MailKind => mailKinds.some((kind) => kind === value);

/**
 * `<userId>.<kind>.<signature>`: safe in a URL as it is. It never expires, so the link in an old
 * mail keeps working; only a change of MAIL_LINK_SECRET voids every link sent.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return `${claim.userId}.${claim.kind}.${signature(secret, claim)}`;
}

/** The claim of a token this secret signed, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [id, kind, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !kind || !given) return null;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > maxUserId) return null;
  if (!isMailKind(kind) || !signaturePattern.test(given)) return null;
  const claim = { userId: Number(id), kind };
  const expected = signature(secret, claim);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? claim : null;
}
