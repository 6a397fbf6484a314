import { daysLeft, servicesWaiting, stepOf, tableCounts, type Deletion } from './deletions';

const deletion: Deletion = {
  pseudonym: 'member-0123456789abcdef',
  deleted_at: '2026-03-01T10:00:00.000Z',
  services: [
    {
      service: 'svc-auth',
      erased_at: '2026-03-01T10:00:00.000Z',
      erased: { user_login: 1 },
      pseudonymised: { admin_audit: 2, user_login: 0 },
    },
    {
      service: 'svc-billing',
      erased_at: null,
      erased: {},
      pseudonymised: {},
    },
  ],
};

describe('account deletions on the admin page', () => {
  it('count the days left by calendar day, none on the day and after it', () => {
    const now = new Date(2026, 2, 1, 23, 30);
    expect(daysLeft(new Date(2026, 2, 2, 0, 10).toISOString(), now)).toBe(1);
    expect(daysLeft(new Date(2026, 2, 15, 8, 0).toISOString(), now)).toBe(14);
    expect(daysLeft(new Date(2026, 2, 1, 23, 59).toISOString(), now)).toBe(0);
    expect(daysLeft(new Date(2026, 1, 27, 8, 0).toISOString(), now)).toBe(0);
  });

  it('take a service that has not reported for one that is waiting', () => {
    expect(stepOf(deletion, 'svc-interest')).toEqual({
      service: 'svc-interest',
      erased_at: null,
      erased: {},
      pseudonymised: {},
    });
    expect(servicesWaiting(deletion)).toBe(3);
  });

  it('list a step’s erased and pseudonymised rows per table, by name', () => {
    expect(tableCounts(stepOf(deletion, 'svc-auth'))).toEqual([
      { table: 'admin_audit', erased: 0, pseudonymised: 2 },
      { table: 'user_login', erased: 1, pseudonymised: 0 },
    ]);
  });
});
