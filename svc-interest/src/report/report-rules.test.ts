import { type ModerationMembersResult } from '@dating/contracts';
import {
  attachedConversations,
  moderationLookup,
  reasonCounts,
  reportedMembers,
  reportText,
  safetyReports,
  type ReportedRow,
  type ReportRow,
} from './report-rules';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));

const report = (overrides: Partial<ReportRow>): ReportRow => ({
  id: '1',
  reporter_id: 1,
  reported_id: 9,
  reason: 'scam',
  text: null,
  photo_slot: null,
  conversation_id: null,
  status: 'open',
  created_at: at(0),
  reporter_pseudonym: null,
  reported_pseudonym: null,
  ...overrides,
});

describe('reportText', () => {
  it('keeps a text, trimmed, and stores none for nothing or only spaces', () => {
    expect(reportText('  asked for money ')).toBe('asked for money');
    expect(reportText('   ')).toBeNull();
    expect(reportText(undefined)).toBeNull();
  });
});

describe('reasonCounts', () => {
  it('puts the most given reason first, ties in the dialog order', () => {
    expect(
      reasonCounts([
        { reason: 'other', count: 1 },
        { reason: 'harassment', count: 2 },
        { reason: 'scam', count: 1 },
      ]),
    ).toEqual([
      { reason: 'harassment', count: 2 },
      { reason: 'scam', count: 1 },
      { reason: 'other', count: 1 },
    ]);
  });
});

describe('moderationLookup', () => {
  it('asks once for every reported member and reporter, and each named photo once', () => {
    const page: ReportedRow[] = [
      { reported_id: 9, open_reports: 2, first_reported_at: at(0) },
      { reported_id: 8, open_reports: 1, first_reported_at: at(5) },
    ];
    expect(
      moderationLookup(page, [
        report({ id: '1', reporter_id: 1, photo_slot: 2 }),
        report({ id: '2', reporter_id: 2, photo_slot: 2 }),
        report({ id: '3', reporter_id: 1, reported_id: 8 }),
      ]),
    ).toEqual({ user_ids: [9, 8, 1, 2], photos: [{ user_id: 9, slot: 2 }] });
  });
});

describe('reportedMembers', () => {
  const looked: ModerationMembersResult = {
    members: [
      { user_id: 9, name: 'Bjørn', card_url: '/card-9' },
      { user_id: 1, name: 'Anong', card_url: null },
    ],
    photos: [{ user_id: 9, slot: 2, url: '/photo-9-2' }],
  };

  it("groups each member's reports oldest first, with reporters named and photos shown", () => {
    const [member] = reportedMembers(
      [{ reported_id: 9, open_reports: 2, first_reported_at: at(0) }],
      [
        { reported_id: 9, reason: 'fake', count: 1 },
        { reported_id: 9, reason: 'scam', count: 1 },
      ],
      [
        report({ id: '5', reporter_id: 2, reason: 'fake', photo_slot: 3, created_at: at(7) }),
        report({ id: '4', reporter_id: 1, photo_slot: 2, text: 'money', created_at: at(0) }),
      ],
      looked,
      [],
    );
    expect(member).toEqual({
      user_id: 9,
      name: 'Bjørn',
      card_url: '/card-9',
      open_reports: 2,
      reasons: [
        { reason: 'scam', count: 1 },
        { reason: 'fake', count: 1 },
      ],
      reports: [
        {
          report_id: 4,
          reporter_id: 1,
          reporter_name: 'Anong',
          reason: 'scam',
          text: 'money',
          photo_slot: 2,
          photo_url: '/photo-9-2',
          conversation: null,
          created_at: at(0).toISOString(),
        },
        {
          report_id: 5,
          reporter_id: 2,
          reporter_name: '',
          reason: 'fake',
          text: null,
          photo_slot: 3,
          photo_url: null,
          conversation: null,
          created_at: at(7).toISOString(),
        },
      ],
      first_reported_at: at(0).toISOString(),
    });
  });

  it('keeps the page order, and an empty name for a member without a profile', () => {
    const members = reportedMembers(
      [
        { reported_id: 7, open_reports: 1, first_reported_at: at(0) },
        { reported_id: 9, open_reports: 1, first_reported_at: at(1) },
      ],
      [],
      [],
      looked,
      [],
    );
    expect(members.map((member) => [member.user_id, member.name])).toEqual([
      [7, ''],
      [9, 'Bjørn'],
    ]);
  });
});

describe('attached conversations', () => {
  const looked: ModerationMembersResult = {
    members: [
      { user_id: 9, name: 'Bjørn', card_url: null },
      { user_id: 1, name: 'Anong', card_url: null },
    ],
    photos: [],
  };
  const written = (id: number, conversationId: number, senderId: number, text: string | null) => ({
    conversation_id: conversationId,
    id: String(id),
    sender_id: senderId,
    text,
    sent_at: at(id),
  });

  it('asks once for each conversation attached', () => {
    expect(
      attachedConversations([
        report({ id: '1', conversation_id: 40 }),
        report({ id: '2' }),
        report({ id: '3', conversation_id: 40 }),
        report({ id: '4', conversation_id: 41 }),
      ]),
    ).toEqual([40, 41]);
  });

  it("shows each report's conversation oldest first with the senders named, none for none", () => {
    const [member] = reportedMembers(
      [{ reported_id: 9, open_reports: 3, first_reported_at: at(0) }],
      [],
      [
        report({ id: '1', conversation_id: 40 }),
        report({ id: '2', conversation_id: null }),
        report({ id: '3', conversation_id: 41 }),
      ],
      looked,
      [
        written(12, 40, 9, 'send me 500 baht'),
        written(11, 40, 1, 'hello'),
        written(13, 42, 9, 'another conversation'),
      ],
    );
    expect(member?.reports.map((entry) => entry.conversation)).toEqual([
      [
        {
          id: 11,
          sender_id: 1,
          sender_name: 'Anong',
          text: 'hello',
          sent_at: at(11).toISOString(),
          removed: false,
        },
        {
          id: 12,
          sender_id: 9,
          sender_name: 'Bjørn',
          text: 'send me 500 baht',
          sent_at: at(12).toISOString(),
          removed: false,
        },
      ],
      null,
      // Attached, but no message read for it: an empty list, not "none attached".
      [],
    ]);
  });

  it('names a deleted member by their pseudonym, their messages removed', () => {
    const [member] = reportedMembers(
      [{ reported_id: 7, open_reports: 1, first_reported_at: at(0) }],
      [],
      [report({ id: '1', reported_id: 7, conversation_id: 40, reported_pseudonym: 'member-0a' })],
      looked,
      [written(11, 40, 1, 'hello'), written(12, 40, 7, null)],
    );
    expect(member?.name).toBe('member-0a');
    expect(member?.reports[0]?.conversation).toEqual([
      expect.objectContaining({ sender_name: 'Anong', text: 'hello', removed: false }),
      expect.objectContaining({ sender_name: 'member-0a', text: '', removed: true }),
    ]);
  });
});

describe('safetyReports', () => {
  it('names the reported member in reports made and the reporter in reports received', () => {
    const names = new Map([
      [1, 'Anong'],
      [9, 'Bjørn'],
    ]);
    const row = report({ id: '3', status: 'warn' });
    expect(safetyReports([row], 'made', names)[0]).toMatchObject({
      other_user_id: 9,
      other_name: 'Bjørn',
      status: 'warn',
    });
    expect(safetyReports([row], 'received', names)[0]).toMatchObject({
      other_user_id: 1,
      other_name: 'Anong',
    });
  });

  it('names a deleted member by the pseudonym the report keeps', () => {
    const row = report({ reporter_id: 4, reporter_pseudonym: 'member-0b', text: null });
    expect(safetyReports([row], 'received', new Map())[0]).toMatchObject({
      other_user_id: 4,
      other_name: 'member-0b',
    });
  });
});
