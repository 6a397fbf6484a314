import { exportTexts } from './export-texts';
import { interestsFile, matchesFile, messageEntry, namer, reportsMadeFile } from './export-rules';
import { type ConversationRow, type InterestRow } from './export.repository';

const me = 7;
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));
const name = namer(new Map([[9, 'Xena']]), exportTexts.en);

const interest = (from: number, to: number, active: boolean, answered: boolean): InterestRow => ({
  from_id: from,
  to_id: to,
  active,
  answered,
  interest_date: at(from === me ? 5 : 3),
  first_at: at(1),
  changed_at: active ? null : at(9),
});

describe('interestsFile and matchesFile', () => {
  it('tell each direction from the member’s side: waiting, matched or ended', () => {
    const rows = [
      interest(me, 9, true, true),
      interest(9, me, true, true),
      interest(11, me, true, false),
      interest(me, 12, false, false),
    ];
    expect(
      interestsFile(me, rows, name).interests.map(({ direction, member, state, ended_at }) => [
        direction,
        member.name,
        state,
        ended_at,
      ]),
    ).toEqual([
      ['shown', 'Xena', 'matched', null],
      ['received', 'Xena', 'matched', null],
      ['received', 'Member no longer shown', 'waiting', null],
      ['shown', 'Member no longer shown', 'ended', at(9).toISOString()],
    ]);
    expect(matchesFile(me, rows, name).matches).toEqual([
      { member: { id: 9, name: 'Xena' }, matched_since: at(5).toISOString() },
    ]);
  });
});

describe('messageEntry', () => {
  const conversation: ConversationRow = {
    conversation_id: 3,
    other_user_id: 9,
    opened_by: me,
    match_since: at(5),
    created_at: at(6),
    open: true,
    other_deleted: false,
    my_read_up_to: '11',
    their_read_up_to: '10',
    messages: 3,
  };
  const other = name(9);
  const row = (id: number, sender: number, text: string | null, original: string | null) => ({
    id: String(id),
    sender_id: sender,
    text,
    original_text: original,
    masked: original !== null,
    sent_at: at(id),
  });

  it('names the sender, and reads each against its receiver’s mark', () => {
    expect(messageEntry(me, conversation, other, row(10, me, 'Hi', null))).toEqual({
      from: 'you',
      text: 'Hi',
      sent_at: at(10).toISOString(),
      read: true,
    });
    expect(messageEntry(me, conversation, other, row(12, 9, 'Hello', null))).toMatchObject({
      from: 'Xena',
      read: false,
    });
  });

  it("gives what the member wrote under their own masked message, never the other's", () => {
    expect(
      messageEntry(me, conversation, other, row(11, me, 'Call •••', 'Call 0812345678')),
    ).toMatchObject({ text: 'Call •••', masked: true, written: 'Call 0812345678', read: false });
    const theirs = messageEntry(me, conversation, other, row(11, 9, 'Call •••', 'Call 0899'));
    expect(theirs).toMatchObject({ text: 'Call •••', masked: true });
    expect(theirs).not.toHaveProperty('written');
  });

  it('marks a removed message, without text', () => {
    const deleted = namer(new Map(), exportTexts.no)(9, true);
    expect(messageEntry(me, conversation, deleted, row(12, 9, null, null))).toMatchObject({
      from: 'Slettet medlem',
      text: null,
      removed: true,
    });
  });
});

describe('reportsMadeFile', () => {
  it('says only whether a moderator closed the report, not how', () => {
    const [report] = reportsMadeFile(
      [
        {
          reported_id: 9,
          reported_deleted: false,
          reason: 'fake',
          text: 'Not her photos',
          photo_slot: 1,
          conversation_id: 3,
          created_at: at(1),
          status: 'warn',
          resolved_at: at(2),
        },
      ],
      new Map([[3, 1]]),
      name,
    ).reports;
    expect(report).toEqual({
      member: { id: 9, name: 'Xena' },
      reason: 'fake',
      text: 'Not her photos',
      photo_slot: 1,
      conversation: 1,
      made_at: at(1).toISOString(),
      state: 'closed',
      closed_at: at(2).toISOString(),
    });
  });
});
