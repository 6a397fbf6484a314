import { type AccountSummary, type Caller } from '@dating/contracts';
import { unavailable } from '@dating/server';
import { type MembersClient } from '../members/members.client';
import { isEstablishedReporter } from './reporter-standing';
import { ReporterStandings } from './reporter-standings';

const reporter: Caller = { userId: 7, username: 'pim', role: 'U' };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** Standings over a members client whose svc-auth answers `lookup`. */
function standingsWhere(lookup: () => Promise<AccountSummary | null>) {
  const asked: [number, Caller][] = [];
  const members = {
    account: (userId: number, caller: Caller) => {
      asked.push([userId, caller]);
      return lookup();
    },
  } as unknown as MembersClient;
  return { standings: new ReporterStandings(members), asked };
}

const account = (createdAt: Date, emailConfirmed: boolean): AccountSummary => ({
  user_id: reporter.userId,
  username: reporter.username,
  email: 'pim@example.com',
  active: true,
  created_at: createdAt.toISOString(),
  email_confirmed: emailConfirmed,
});

describe('ReporterStandings', () => {
  it("takes the account's creation and confirmed e-mail from svc-auth", async () => {
    const created = daysAgo(8);
    const { standings, asked } = standingsWhere(() => Promise.resolve(account(created, true)));
    const standing = await standings.of(reporter);
    expect(asked).toEqual([[reporter.userId, reporter]]);
    expect(standing.emailConfirmed).toBe(true);
    expect(standing.accountCreatedAt).toEqual(created);
    expect(standing.now).toBeInstanceOf(Date);
    expect(isEstablishedReporter(standing)).toBe(true);
  });

  it('is not established with an unconfirmed e-mail or a young account', async () => {
    for (const answer of [account(daysAgo(400), false), account(daysAgo(6), true)]) {
      const { standings } = standingsWhere(() => Promise.resolve(answer));
      expect(isEstablishedReporter(await standings.of(reporter))).toBe(false);
    }
  });

  it('fails closed when svc-auth does not answer or knows no such account', async () => {
    for (const lookup of [() => Promise.reject(unavailable()), () => Promise.resolve(null)]) {
      const { standings } = standingsWhere(lookup);
      const standing = await standings.of(reporter);
      expect(standing.emailConfirmed).toBe(false);
      expect(standing.accountCreatedAt).toBeNull();
      expect(standing.now).toBeInstanceOf(Date);
      expect(isEstablishedReporter(standing)).toBe(false);
    }
  });
});
