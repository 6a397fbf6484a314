import { type ConversationMessage, type LiveEvent, type Notification } from '@dating/contracts';
import { carriesMember, erasureReport } from './erasure-rules';

const erased = 7;
const other = 9;

const message = (senderId: number): LiveEvent => {
  const shown: ConversationMessage = {
    id: 1,
    sender_id: senderId,
    text: 'Hello',
    masked: false,
    sent_at: '2026-12-01T10:00:00.000Z',
    read: false,
    removed: false,
  };
  return {
    kind: 'message',
    data: { conversation_id: 3, message: shown, unread: 1, unread_total: 1 },
  };
};

const notification = (otherUserId: number | null): LiveEvent => {
  const told: Notification = {
    id: 1,
    kind: otherUserId === null ? 'purchase-approved' : 'interest',
    created_at: '2026-12-01T10:00:00.000Z',
    read: false,
    other_user_id: otherUserId,
    other_name: otherUserId === null ? null : 'Xena',
    conversation_id: null,
    package_id: null,
    reason: null,
    until: null,
  };
  return { kind: 'notification', data: { notification: told, unread: 1 } };
};

describe('carriesMember', () => {
  it("picks the erased member's messages, not those the other member wrote to them", () => {
    expect(carriesMember(message(erased), erased)).toBe(true);
    expect(carriesMember(message(other), erased)).toBe(false);
  });

  it('picks notifications about the erased member, which name them', () => {
    expect(carriesMember(notification(erased), erased)).toBe(true);
    expect(carriesMember(notification(other), erased)).toBe(false);
    expect(carriesMember(notification(null), erased)).toBe(false);
  });

  it('leaves read marks, which carry only ids', () => {
    const read: LiveEvent = {
      kind: 'conversation-read',
      data: { conversation_id: 3, reader_id: erased, read_up_to: 4 },
    };
    expect(carriesMember(read, erased)).toBe(false);
  });
});

describe('erasureReport', () => {
  it('counts each table under what was done to it', () => {
    expect(
      erasureReport({
        interests: 2,
        blocks: 1,
        notifications: 3,
        digests: 1,
        messages: 4,
        statuses: 1,
        memberships: 1,
        outboxRows: 0,
        reports: 2,
        ownSides: 1,
      }),
    ).toEqual({
      erased: {
        interest: 2,
        member_block: 1,
        notification: 3,
        member_digest: 1,
        conversation_message: 4,
        member_status: 1,
        member_membership: 1,
        outbox: 0,
      },
      pseudonymised: { member_report: 2, conversation_member: 1 },
    });
  });
});
