import { type NotificationKind } from '@dating/contracts';

/** Kinds gathered into the digest; a match is mailed at once, when it is stored. */
export const digestKinds = ['message', 'interest'] as const;
export type DigestKind = (typeof digestKinds)[number];

/**
 * Whether a new notification waits for the digest: purchases and memberships are mailed by
 * svc-billing, which decided them, and a warning when the moderator gives it.
 */
export function mailStateOf(kind: NotificationKind): 'due' | null {
  return (digestKinds as readonly NotificationKind[]).includes(kind) ? 'due' : null;
}

/** A due digest notification; a message's counts the conversation's unread messages. */
export interface DigestRow {
  id: number;
  userId: number;
  kind: DigestKind;
  otherUserId: number;
  read: boolean;
  unreadMessages: number;
}

/** What one member's digest tells: how many, and from whom (each member once, by id). */
export interface Digest {
  messages: number;
  messagesFrom: number[];
  interests: number;
  interestsFrom: number[];
}

/** The member's digest from their unread rows. */
export function digestOf(rows: readonly DigestRow[]): Digest {
  const ofKind = (kind: DigestKind) => rows.filter((row) => row.kind === kind);
  const from = (kind: DigestKind) => [...new Set(ofKind(kind).map((row) => row.otherUserId))];
  return {
    messages: ofKind('message').reduce((sum, row) => sum + Math.max(row.unreadMessages, 1), 0),
    messagesFrom: from('message'),
    interests: ofKind('interest').length,
    interestsFrom: from('interest'),
  };
}

/**
 * What one member's due rows come to: a digest of those still unread (none when all were read
 * since), the rows it tells of ('sent') and those it leaves out ('skipped').
 */
export function planDigest(rows: readonly DigestRow[]): {
  digest: Digest | null;
  sent: number[];
  skipped: number[];
} {
  const unread = rows.filter((row) => !row.read);
  return {
    digest: unread.length > 0 ? digestOf(unread) : null,
    sent: unread.map((row) => row.id),
    skipped: rows.filter((row) => row.read).map((row) => row.id),
  };
}
