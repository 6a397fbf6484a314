import {
  ErrorCode,
  Messages,
  profileCalls,
  type Activity,
  type Caller,
  type CategoryCard,
} from '@dating/contracts';
import {
  serviceFailure,
  startServiceUnderTest,
  testCallClient,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, givePhoto, homeCards, member, searchPage, sql, userInfo } from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** 1 is active today, 2 this week, 3 ten days ago; 4 looks at them; 5 has no profile yet. */
const today = member(1);
const week = member(2);
const away = member(3);
const viewer = member(4);
const newcomer = member(5);

/** The gateway's note that a member made a request at `at`, as it sends it. */
async function noteActive(userId: number, at: Date): Promise<void> {
  await profile.calls.call(profileCalls.activityNote, { user_id: userId, at: at.toISOString() });
}

async function lastActive(userId: number): Promise<number | null> {
  const [row] = await sql<{ last_active_at: Date }>(
    profile,
    'SELECT last_active_at FROM user_info WHERE user_id = $1',
    [userId],
  );
  return row ? row.last_active_at.getTime() : null;
}

const setLastActive = (userId: number, at: Date) =>
  sql(profile, 'UPDATE user_info SET last_active_at = $2 WHERE user_id = $1', [userId, at]);

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const showActivity = (caller: Caller, show: boolean) =>
  asMember(profile, caller)(profileCalls.activitySettingSave, {
    user_id: caller.userId,
    show_activity: show,
  });

/** What `caller` reads about each member's activity on the search page, by id. */
async function searchActivity(caller: Caller): Promise<Record<number, Activity | undefined>> {
  const page = await searchPage(profile, caller, {
    user_id: caller.userId,
    gender_for: 'ALL',
    age_start: 18,
    age_end: 99,
  });
  return Object.fromEntries(page.result.map((card) => [card.id, card.active]));
}

const pageActivity = async (caller: Caller, userId: number) =>
  (await asMember(profile, caller)(profileCalls.viewGet, { user_id: userId })).profile.active;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  for (const caller of [today, week, away, viewer]) {
    await asMember(profile, caller)(profileCalls.userInfoSave, userInfo(caller.userId));
  }
});

beforeEach(async () => {
  const now = Date.now();
  await setLastActive(today.userId, new Date(now - 2 * hour));
  await setLastActive(week.userId, new Date(now - 3 * day));
  await setLastActive(away.userId, new Date(now - 10 * day));
  await setLastActive(viewer.userId, new Date(now - 2 * hour));
});

afterAll(async () => {
  await profile?.stop();
});

describe("the gateway's note that a member is active", () => {
  it('stores the time of the request as the member was last active', async () => {
    const at = new Date(Date.now() - 30 * minute);
    await noteActive(away.userId, at);
    await until(async () => (await lastActive(away.userId)) === at.getTime());
  });

  it('writes nothing for a note within 10 minutes of the stored time, and the next one after', async () => {
    const stored = new Date(Date.now() - 40 * minute);
    await noteActive(away.userId, stored);
    await until(async () => (await lastActive(away.userId)) === stored.getTime());

    await noteActive(away.userId, new Date(stored.getTime() + 9 * minute));
    // Notes are handled in order: once a later note of another member is stored, the one
    // before it has been handled.
    const marker = new Date(Date.now() - 20 * minute);
    await noteActive(week.userId, marker);
    await until(async () => (await lastActive(week.userId)) === marker.getTime());
    expect(await lastActive(away.userId)).toBe(stored.getTime());

    const later = new Date(stored.getTime() + 11 * minute);
    await noteActive(away.userId, later);
    await until(async () => (await lastActive(away.userId)) === later.getTime());
  });

  it('never stores a time later than its own clock, nor one older than the stored time', async () => {
    await noteActive(away.userId, new Date(Date.now() + day));
    await until(async () => ((await lastActive(away.userId)) ?? 0) > Date.now() - minute);
    const stored = await lastActive(away.userId);
    expect(stored).toBeLessThanOrEqual(Date.now());

    await noteActive(away.userId, new Date(Date.now() - 5 * day));
    const marker = new Date(Date.now() - 30 * minute);
    await noteActive(week.userId, marker);
    await until(async () => (await lastActive(week.userId)) === marker.getTime());
    expect(await lastActive(away.userId)).toBe(stored);
  });

  it('is ignored for a member without a profile', async () => {
    await noteActive(newcomer.userId, new Date());
    const marker = new Date(Date.now() - 30 * minute);
    await noteActive(week.userId, marker);
    await until(async () => (await lastActive(week.userId)) === marker.getTime());
    expect(await lastActive(newcomer.userId)).toBeNull();
  });
});

describe('how recently a member was active', () => {
  it('is today within 24 hours, this week within 7 days, and nothing after', async () => {
    expect(await searchActivity(viewer)).toEqual({
      [today.userId]: 'today',
      [week.userId]: 'week',
      [away.userId]: null,
    });
    expect(await pageActivity(viewer, today.userId)).toBe('today');
    expect(await pageActivity(viewer, week.userId)).toBe('week');
    expect(await pageActivity(viewer, away.userId)).toBeNull();
  });

  it("is not on the owner's own page, nor on the home cards of a visitor", async () => {
    expect(await pageActivity(today, today.userId)).toBeNull();
    await givePhoto(profile, today.userId);
    const cards = await homeCards(profile);
    expect(cards.map((card) => card.id)).toEqual([today.userId]);
    expect(cards[0]).not.toHaveProperty('active');
  });

  it('never gives the time itself', async () => {
    const answer = JSON.stringify(
      await searchPage(profile, viewer, {
        user_id: viewer.userId,
        gender_for: 'ALL',
        age_start: 18,
        age_end: 99,
        sort: 'active',
      }),
    );
    const stored = new Date((await lastActive(today.userId)) ?? 0).toISOString().slice(0, 16);
    expect(answer).toContain('"active":"today"');
    expect(answer).not.toContain(stored);
    expect(answer).not.toContain(stored.replace('T', ' '));
  });
});

describe('a member who hides when they were last active', () => {
  afterEach(async () => {
    await showActivity(today, true);
    await showActivity(viewer, true);
  });

  it('is shown by default, and keeps the choice', async () => {
    const get = (caller: Caller) =>
      asMember(profile, caller)(profileCalls.activitySettingGet, { user_id: caller.userId });
    expect(await get(today)).toEqual({ status: 'OK', show_activity: true });
    expect(await get(newcomer)).toEqual({ status: 'OK', show_activity: true });
    expect(await showActivity(today, false)).toEqual({ status: 'OK', show_activity: false });
    expect(await get(today)).toEqual({ status: 'OK', show_activity: false });
  });

  it('needs a profile to choose, and may choose only for themselves', async () => {
    expect(await serviceFailure(showActivity(newcomer, false))).toEqual({
      code: ErrorCode.BadRequest,
      message: Messages.userInfoFirst,
      messageCode: 'userInfoFirst',
    });
    expect(
      await serviceFailure(
        asMember(profile, viewer)(profileCalls.activitySettingSave, {
          user_id: today.userId,
          show_activity: false,
        }),
      ),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(await pageActivity(viewer, today.userId)).toBe('today');
  });

  it('shows nothing to others', async () => {
    await showActivity(today, false);
    expect((await searchActivity(viewer))[today.userId]).toBeNull();
    expect((await searchActivity(viewer))[week.userId]).toBe('week');
    expect(await pageActivity(viewer, today.userId)).toBeNull();
  });

  it("sees nobody's on the home cards and in interest lists either, where one who shows it does", async () => {
    await givePhoto(profile, week.userId);
    const cardActivity = async (caller: Caller) => {
      const activityById = (cards: CategoryCard[]) =>
        Object.fromEntries(cards.map((card) => [card.id, card.active]));
      const home = await profile.calls.call(profileCalls.cardsGet, {}, { caller });
      if (!Array.isArray(home)) throw new Error('get-category answered a search page');
      const interest = testCallClient(profile.infra, 'svc-interest');
      try {
        const listed = await interest.calls.call(
          profileCalls.cardsByIds,
          { user_ids: [week.userId, away.userId] },
          { caller },
        );
        return { home: activityById(home), listed: activityById(listed) };
      } finally {
        await interest.close();
      }
    };
    expect(await cardActivity(viewer)).toEqual({
      home: expect.objectContaining({ [week.userId]: 'week' }),
      listed: { [week.userId]: 'week', [away.userId]: null },
    });
    await showActivity(viewer, false);
    expect(await cardActivity(viewer)).toEqual({
      home: expect.objectContaining({ [week.userId]: null }),
      listed: { [week.userId]: null, [away.userId]: null },
    });
  });

  it("sees nobody's, and searching by last active gives them the newest instead", async () => {
    await showActivity(viewer, false);
    expect(Object.values(await searchActivity(viewer))).toEqual([null, null, null]);
    expect(await pageActivity(viewer, today.userId)).toBeNull();

    const body = {
      user_id: viewer.userId,
      gender_for: 'ALL',
      age_start: 18,
      age_end: 99,
      sort: 'active',
    } as const;
    const hidden = await searchPage(profile, viewer, body);
    expect(hidden.sort).toBe('newest');
    expect(hidden.result.map((card) => card.id)).toEqual([3, 2, 1]);

    await showActivity(viewer, true);
    const shown = await searchPage(profile, viewer, body);
    expect(shown.sort).toBe('active');
    expect(shown.result.map((card) => card.id)).toEqual([1, 2, 3]);
  });
});
