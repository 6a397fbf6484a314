import { MemberStatus, membershipStateOf, type UserMemberView } from './membership';

let nextId = 1;
function row(
  member_status: MemberStatus,
  member_start: string,
  member_end: string,
  member_id = nextId++,
): UserMemberView {
  return {
    member_id,
    purchase_id: member_id,
    package_id: 1,
    member_status,
    member_start,
    member_end,
    create_datetime: member_start,
  };
}

const { Active, Expired } = MemberStatus;

describe('membershipStateOf (SPEC.md §4)', () => {
  it('is no subscription without records', () => {
    expect(membershipStateOf([])).toEqual({ state: 'none' });
  });

  it('is active with the dates of the N record, even beside expired ones', () => {
    const rows = [
      row(Expired, '2025-01-01T00:00:00.000Z', '2025-01-31T00:00:00.000Z'),
      row(Active, '2026-03-01T10:00:00.000Z', '2026-03-31T10:00:00.000Z'),
      row(Expired, '2025-06-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z'),
    ];
    expect(membershipStateOf(rows)).toEqual({
      state: 'active',
      member_start: '2026-03-01T10:00:00.000Z',
      member_end: '2026-03-31T10:00:00.000Z',
    });
  });

  it('shows the newest expired record when none is active, whatever the order of rows', () => {
    const older = row(Expired, '2025-01-01T00:00:00.000Z', '2025-01-31T00:00:00.000Z');
    const newest = row(Expired, '2025-06-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z');
    const expected = {
      state: 'expired',
      member_start: '2025-06-01T00:00:00.000Z',
      member_end: '2025-07-01T00:00:00.000Z',
    };
    expect(membershipStateOf([older, newest])).toEqual(expected);
    expect(membershipStateOf([newest, older])).toEqual(expected);
  });

  it('reads a renewal that starts when the current one ends as one span', () => {
    const rows = [
      row(Active, '2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'),
      row(Active, '2026-03-02T00:00:00.000Z', '2026-04-01T00:00:00.000Z'),
    ];
    expect(membershipStateOf(rows)).toEqual({
      state: 'active',
      member_start: '2026-03-02T00:00:00.000Z',
      member_end: '2026-07-01T00:00:00.000Z',
    });
  });
});
