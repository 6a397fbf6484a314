import { type NotificationKind } from '@dating/contracts';

/** Kinds mailed one by one, at once. */
const immediateKinds: readonly NotificationKind[] = ['match'];
/** Kinds gathered into the digest. */
export const digestKinds = ['message', 'interest'] as const;
export type DigestKind = (typeof digestKinds)[number];

/**
 * Whether a new notification waits in the outbox: purchases, memberships and warnings are
 * mailed by svc-billing and svc-auth, which decided them.
 */
export function mailStateOf(kind: NotificationKind): 'due' | null {
  const mailedHere = [...immediateKinds, ...digestKinds].includes(kind);
  return mailedHere ? 'due' : null;
}

/** A due match notification. */
export interface MatchMailRow {
  id: number;
  userId: number;
  otherUserId: number;
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

/** What one member's digest tells: how many, and from whom by profile name. */
export interface Digest {
  messages: number;
  messagesFrom: string[];
  interests: number;
  interestsFrom: string[];
}

/** The member's digest from their unread rows; members without a profile name go unnamed. */
export function digestOf(rows: readonly DigestRow[], names: ReadonlyMap<number, string>): Digest {
  const namesOf = (kind: DigestKind) => [
    ...new Set(
      rows.flatMap((row) => {
        const name = row.kind === kind ? names.get(row.otherUserId) : undefined;
        return name === undefined ? [] : [name];
      }),
    ),
  ];
  const ofKind = (kind: DigestKind) => rows.filter((row) => row.kind === kind);
  return {
    messages: ofKind('message').reduce((sum, row) => sum + Math.max(row.unreadMessages, 1), 0),
    messagesFrom: namesOf('message'),
    interests: ofKind('interest').length,
    interestsFrom: namesOf('interest'),
  };
}

/** Splits the member's due rows into the unread ones the digest tells of and those read since. */
export function splitRead(rows: readonly DigestRow[]): {
  unread: DigestRow[];
  read: DigestRow[];
} {
  return {
    unread: rows.filter((row) => !row.read),
    read: rows.filter((row) => row.read),
  };
}
