import { type LiveEvent } from '@dating/contracts';

/**
 * Whether a live event in another member's feed carries the erased member: their message, or a
 * notification about them (which names them). Read marks carry only ids and stay.
 */
export function carriesMember(event: LiveEvent, userId: number): boolean {
  switch (event.kind) {
    case 'message':
      return event.data.message.sender_id === userId;
    case 'notification':
      return event.data.notification.other_user_id === userId;
    case 'conversation-read':
      return false;
  }
}

/** What one erasure did, as its tables count it. */
export interface ErasedRows {
  interests: number;
  blocks: number;
  notifications: number;
  digests: number;
  messages: number;
  statuses: number;
  memberships: number;
  outboxRows: number;
  reports: number;
  ownSides: number;
}

/**
 * The report of memberErasedEvent, by table: rows deleted, or (conversation_message) emptied
 * of the member's text, under `erased`; rows kept for others with the member replaced by their
 * pseudonym (member_report) or by nothing of theirs (their side of a conversation) under
 * `pseudonymised`.
 */
export function erasureReport(rows: ErasedRows): {
  erased: Record<string, number>;
  pseudonymised: Record<string, number>;
} {
  return {
    erased: {
      interest: rows.interests,
      member_block: rows.blocks,
      notification: rows.notifications,
      member_digest: rows.digests,
      conversation_message: rows.messages,
      member_status: rows.statuses,
      member_membership: rows.memberships,
      outbox: rows.outboxRows,
    },
    pseudonymised: { member_report: rows.reports, conversation_member: rows.ownSides },
  };
}
