import { ErrorCode, Messages, profileCalls } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, member, sql, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
});

afterAll(() => profile?.stop());

interface Outcome {
  userId: number;
  write: boolean;
  startedAt: number;
  endedAt: number;
  /** Null when the call succeeded. */
  error: { code: string; message: string } | null;
}

const writers = 4;
/** Each member's section names and genders them by their id, so a half-saved one shows. */
const genderOf = (userId: number) => (userId % 2 ? 'F' : 'M');
const nameOf = (userId: number) => `Member ${userId}`;

async function outcomeOf(userId: number, write: boolean, work: Promise<unknown>) {
  const startedAt = Date.now();
  let error: Outcome['error'] = null;
  try {
    await work;
  } catch (failure) {
    if (!(failure instanceof ServiceException)) throw failure;
    error = failure.getError() as { code: string; message: string };
  }
  return { userId, write, startedAt, endedAt: Date.now(), error };
}

/** Saves User Information (one transaction with its choices) for a new member, then reads it. */
async function saveAndRead(userId: number): Promise<Outcome[]> {
  const ask = asMember(profile, member(userId));
  const saved = await outcomeOf(
    userId,
    true,
    ask(
      profileCalls.userInfoSave,
      userInfo(userId, { name: nameOf(userId), gender: genderOf(userId) }),
    ),
  );
  const read = await outcomeOf(userId, false, ask(profileCalls.viewGet, { user_id: userId }));
  return [saved, read];
}

function terminateServiceConnections(): Promise<unknown> {
  return sql(
    profile,
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [profile.database.name],
  );
}

test('the pool recovers from killed connections: answered writes kept, interrupted ones whole or absent', async () => {
  const outcomes: Outcome[] = [];
  const killedAt: number[] = [];
  let nextUser = 1;
  let stop = false;
  const succeededSince = (time: number) =>
    outcomes.some((outcome) => outcome.startedAt > time && outcome.error === null);

  const worker = async () => {
    while (!stop) outcomes.push(...(await saveAndRead(nextUser++)));
  };
  const load = Promise.all(Array.from({ length: writers }, worker));
  try {
    for (let kill = 0; kill < 3; kill++) {
      const before = outcomes.length;
      await waitFor(() => outcomes.length >= before + 20);
      killedAt.push(Date.now());
      await terminateServiceConnections();
      await waitFor(() => succeededSince(killedAt.at(-1) ?? 0), 5000);
    }
  } finally {
    stop = true;
    await load;
  }

  const failed = outcomes.filter((outcome) => outcome.error !== null);
  const kills = killedAt.map((at, index) => {
    const until = killedAt[index + 1] ?? Infinity;
    const during = (o: Outcome) => o.endedAt >= at && o.endedAt < until;
    const succeeded = outcomes.filter((o) => o.startedAt > at && o.error === null);
    const failures = failed.filter(during);
    return {
      failed: failures.length,
      recoveredMs: Math.min(...succeeded.map((o) => o.endedAt)) - at,
      windowMs: failures.length ? Math.max(...failures.map((o) => o.endedAt)) - at : 0,
    };
  });
  console.info(
    `Postgres connections killed during ${outcomes.length} calls: ${JSON.stringify(kills)}`,
  );

  for (const { recoveredMs } of kills) expect(recoveredMs).toBeLessThan(2000);
  // Writes were cut while in flight, so the checks below see interrupted transactions.
  expect(failed.filter((o) => o.write).length).toBeGreaterThan(0);
  // A lost connection is a dependency out of reach, told as such: never INTERNAL.
  for (const { error } of failed)
    expect(error).toEqual({
      code: ErrorCode.Unavailable,
      message: Messages.serviceUnavailable,
      messageCode: 'serviceUnavailable',
    });

  const rows = await sql<{ user_id: number; name: string; gender: string | null }>(
    profile,
    `SELECT u.user_id, u.name, r.ref_code AS gender FROM user_info u
       LEFT JOIN user_sys_ref r ON r.user_id = u.user_id AND r.ref_table_code = 'GENDER'`,
  );
  const stored = new Map(rows.map((row) => [row.user_id, row]));
  for (const outcome of outcomes.filter((o) => o.write)) {
    const row = stored.get(outcome.userId);
    if (outcome.error === null || row)
      expect(row).toEqual({
        user_id: outcome.userId,
        name: nameOf(outcome.userId),
        gender: genderOf(outcome.userId),
      });
  }
  const orphanChoices = await sql(
    profile,
    'SELECT r.user_id FROM user_sys_ref r LEFT JOIN user_info u USING (user_id) WHERE u.user_id IS NULL',
  );
  expect(orphanChoices).toEqual([]);
}, 60000);

async function waitFor(condition: () => boolean, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
