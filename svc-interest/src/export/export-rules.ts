import { type ExportTexts } from './export-texts';
import {
  type BlockRow,
  type ConversationRow,
  type InterestRow,
  type MessageExportRow,
  type NotificationExportRow,
  type ReportMadeRow,
} from './export.repository';

/** The folder and files of svc-interest's part of a data export. */
export const exportPaths = {
  interests: 'contacts/interests.json',
  matches: 'contacts/matches.json',
  blocks: 'contacts/blocks.json',
  conversations: 'contacts/conversations.json',
  conversation: (n: number) => `contacts/conversations/conversation-${n}.json`,
  reportsMade: 'contacts/reports-made.json',
  notifications: 'contacts/notifications.json',
} as const;

/** Another member as the portal names them now. */
export interface NamedMember {
  id: number;
  name: string;
}

/**
 * Names the other members: as svc-profile's cards show them (visible profiles), "Deleted member"
 * for one whose account is gone, and "Member no longer shown" for one hidden or deactivated.
 */
export function namer(names: ReadonlyMap<number, string>, texts: ExportTexts) {
  return (id: number, deleted = false): NamedMember => ({
    id,
    name: deleted ? texts.deletedMember : (names.get(id) ?? texts.memberNotShown),
  });
}
export type Namer = ReturnType<typeof namer>;

/** The members whose names the files need from svc-profile (not blocks: they keep their own). */
export function membersToName(
  userId: number,
  rows: {
    interests: readonly InterestRow[];
    conversations: readonly ConversationRow[];
    reports: readonly ReportMadeRow[];
    notifications: readonly NotificationExportRow[];
  },
): number[] {
  const ids = new Set<number>();
  for (const row of rows.interests) ids.add(row.from_id === userId ? row.to_id : row.from_id);
  for (const row of rows.conversations) if (!row.other_deleted) ids.add(row.other_user_id);
  for (const row of rows.reports) if (!row.reported_deleted) ids.add(row.reported_id);
  for (const row of rows.notifications) if (row.other_user_id !== null) ids.add(row.other_user_id);
  return [...ids].sort((a, b) => a - b);
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export type InterestState = 'waiting' | 'matched' | 'ended';

/**
 * Each interest from the member's side: shown by them or received, waiting for an answer,
 * matched (both directions stand), or ended (ignored, unmatched or ended by a block: who ended it
 * is not kept, and a block by the other member is theirs to tell).
 */
export function interestsFile(userId: number, rows: readonly InterestRow[], name: Namer) {
  return {
    interests: rows.map((row) => {
      const shown = row.from_id === userId;
      const state: InterestState = !row.active ? 'ended' : row.answered ? 'matched' : 'waiting';
      return {
        direction: shown ? 'shown' : 'received',
        member: name(shown ? row.to_id : row.from_id),
        state,
        first_shown_at: row.first_at.toISOString(),
        last_shown_at: row.interest_date.toISOString(),
        ended_at: state === 'ended' ? iso(row.changed_at) : null,
      };
    }),
  };
}

/** The matches standing now: both interests active, since the later of the two. */
export function matchesFile(userId: number, rows: readonly InterestRow[], name: Namer) {
  const theirs = new Map(
    rows
      .filter((row) => row.to_id === userId && row.active)
      .map((row) => [row.from_id, row.interest_date]),
  );
  return {
    matches: rows.flatMap((row) => {
      const answer = row.from_id === userId && row.active ? theirs.get(row.to_id) : undefined;
      if (!answer) return [];
      const since = answer > row.interest_date ? answer : row.interest_date;
      return [{ member: name(row.to_id), matched_since: since.toISOString() }];
    }),
  };
}

/**
 * The blocks the member made, named as they were when blocked (what svc-interest keeps, and what
 * the Blocked members page shows). Blocks others made of the member are not here: they are the
 * other member's choice, which the portal never tells the blocked member either.
 */
export function blocksFile(rows: readonly BlockRow[]) {
  return {
    blocks: rows.map((row) => ({
      member: { id: row.blocked_user_id, name: row.blocked_name },
      state: row.active ? 'blocking' : 'lifted',
      first_blocked_at: row.first_at.toISOString(),
      last_blocked_at: row.block_date.toISOString(),
      lifted_at: row.active ? null : iso(row.changed_at),
    })),
  };
}

/** The member's conversations numbered 1, 2… in the order they began (the files' names). */
export function numberConversations(rows: readonly ConversationRow[]): Map<number, number> {
  return new Map(rows.map((row, index) => [row.conversation_id, index + 1]));
}

export function conversationsFile(
  userId: number,
  rows: readonly ConversationRow[],
  numbers: ReadonlyMap<number, number>,
  name: Namer,
) {
  return {
    conversations: rows.map((row) => {
      const n = numbers.get(row.conversation_id) ?? 0;
      return {
        conversation: n,
        file: exportPaths.conversation(n).replace(/^contacts\//, ''),
        with: name(row.other_user_id, row.other_deleted),
        began_at: row.created_at.toISOString(),
        opened_by: row.opened_by === userId ? 'you' : 'them',
        open: row.open,
        messages: row.messages,
      };
    }),
  };
}

/** The head of one conversation's file; its messages follow, page by page. */
export function conversationHead(userId: number, row: ConversationRow, n: number, name: Namer) {
  return {
    conversation: n,
    with: name(row.other_user_id, row.other_deleted),
    began_at: row.created_at.toISOString(),
    match_since: row.match_since.toISOString(),
    opened_by: row.opened_by === userId ? 'you' : 'them',
    open: row.open,
  };
}

/**
 * One message as both members saw it: from "you" or the other member's name; its text as shown
 * (contact details masked when either had no membership); `written`, for the member's own masked
 * messages only, what they wrote (the other member's unmasked words were never shared with them);
 * a removed message without text. Read times are not kept, only whether it was read.
 */
export function messageEntry(
  userId: number,
  conversation: ConversationRow,
  other: NamedMember,
  row: MessageExportRow,
) {
  const mine = row.sender_id === userId;
  const readMark = BigInt(mine ? conversation.their_read_up_to : conversation.my_read_up_to);
  const removed = row.text === null;
  return {
    from: mine ? 'you' : other.name,
    text: row.text,
    ...(removed ? { removed: true } : {}),
    ...(row.masked ? { masked: true } : {}),
    ...(mine && row.masked && row.original_text !== null ? { written: row.original_text } : {}),
    sent_at: row.sent_at.toISOString(),
    read: BigInt(row.id) <= readMark,
  };
}

/**
 * The reports the member made: reason, their words, the photo or conversation they named, when,
 * and whether it is still open. How a moderator closed it (and why) is about the reported
 * member, so only that it was closed, and when.
 */
export function reportsMadeFile(
  rows: readonly ReportMadeRow[],
  numbers: ReadonlyMap<number, number>,
  name: Namer,
) {
  return {
    reports: rows.map((row) => {
      const n = row.conversation_id === null ? undefined : numbers.get(row.conversation_id);
      return {
        member: name(row.reported_id, row.reported_deleted),
        reason: row.reason,
        text: row.text,
        photo_slot: row.photo_slot,
        conversation: n === undefined ? null : n,
        made_at: row.created_at.toISOString(),
        state: row.status === 'open' ? 'open' : 'closed',
        closed_at: iso(row.resolved_at),
      };
    }),
  };
}

export function notificationsFile(
  rows: readonly NotificationExportRow[],
  lastDigest: Date | null,
  numbers: ReadonlyMap<number, number>,
  name: Namer,
) {
  return {
    notifications: rows.map((row) => {
      const n = row.conversation_id === null ? undefined : numbers.get(row.conversation_id);
      return {
        kind: row.kind,
        at: row.created_at.toISOString(),
        read_at: iso(row.read_at),
        member: row.other_user_id === null ? null : name(row.other_user_id),
        conversation: n === undefined ? null : n,
        package_id: row.package_id,
        reason: row.reason,
        until: iso(row.until),
        e_mail: row.mail_state === null ? null : { state: row.mail_state, at: iso(row.mailed_at) },
      };
    }),
    last_digest_sent_at: iso(lastDigest),
  };
}
