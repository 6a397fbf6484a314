import {
  ageInYears,
  ErrorCode,
  Messages,
  profileCalls,
  searchPageSize,
  type CategoryCard,
  type CategoryPageResult,
  type SearchGender,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import {
  asMember,
  givePhoto,
  homeCards,
  member,
  searchPage,
  sendUnchecked,
  userInfo,
} from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const searcher = member(1, 'malee');
const ask = (caller = searcher) => asMember(profile, caller);

interface Filter {
  gender_for: SearchGender;
  age_start: number;
  age_end: number;
}

const search = (filter: Filter, cursor?: string) =>
  searchPage(profile, searcher, { user_id: 1, ...filter, cursor });

/** Every page of a search, following next_cursor to the end. */
async function allPages(filter: Filter): Promise<CategoryPageResult[]> {
  const pages = [await search(filter)];
  for (let last = pages[0]; last?.next_cursor; last = pages.at(-1)) {
    pages.push(await search(filter, last.next_cursor));
  }
  return pages;
}

const idsOf = async (filter: Filter) =>
  (await allPages(filter)).flatMap((page) => page.result.map((card) => card.id));

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day `years` years and `days` days before today, YYYY-MM-DD. */
function bornAgo(years: number, days = 0): string {
  const today = new Date();
  const day = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function addMember(userId: number, gender: string, birthdate: string): Promise<void> {
  await ask(member(userId))(
    profileCalls.userInfoSave,
    userInfo(userId, { name: `Member ${userId}`, gender, birthdate }),
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, index) =>
    from <= to ? from + index : from - index,
  );

// Created in id order, so newest first is highest id first.
const birthdayTomorrowTurning30 = bornAgo(30, -1);
const members: [id: number, gender: string, birthdate: string][] = [
  [1, 'F', bornAgo(30)],
  [2, 'M', bornAgo(35)],
  [3, 'F', bornAgo(28, 100)],
  [4, 'LB', bornAgo(40)],
  [5, 'TG', bornAgo(22)],
  [6, 'F', birthdayTomorrowTurning30],
  [7, 'F', bornAgo(30)],
  [8, 'M', bornAgo(35)],
  [9, 'M', bornAgo(100)],
  [10, 'F', bornAgo(18)],
  [11, 'M', bornAgo(99, 1)],
];
const hidden = 8;

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  for (const [id, gender, birthdate] of members) await addMember(id, gender, birthdate);
  await ask(member(hidden))(profileCalls.visibilitySet, { user_id: hidden, active_flag: 'N' });
});

afterAll(async () => {
  await profile?.stop();
});

describe('search (get-category with a filter)', () => {
  it("asks for the user, then the gender looked for, then the age range, in SPEC's words", async () => {
    const failures = [
      { gender_for: 'ALL', age_start: 18, age_end: 99 },
      { user_id: 1 },
      { user_id: 1, age_start: 18, age_end: 99 },
      { user_id: 1, gender_for: 'ALL' },
      { user_id: 1, gender_for: 'ALL', age_start: 18 },
    ];
    const messages: string[] = [];
    for (const body of failures) {
      const failure = await serviceFailure(
        sendUnchecked(profile, searcher)(profileCalls.cardsGet, body),
      );
      expect(failure.code).toBe(ErrorCode.BadRequest);
      messages.push(failure.message);
    }
    expect(messages).toEqual([
      Messages.searchUserMissing,
      Messages.searchGenderMissing,
      Messages.searchGenderMissing,
      Messages.searchAgeMissing,
      Messages.searchAgeMissing,
    ]);
  });

  it("is for the caller only: another user_id, or a member's without a caller, is forbidden", async () => {
    const body = { user_id: 2, gender_for: 'ALL', age_start: 18, age_end: 99 } as const;
    expect(await serviceFailure(ask()(profileCalls.cardsGet, body))).toMatchObject({
      code: ErrorCode.Forbidden,
    });
    expect(
      await serviceFailure(profile.calls.call(profileCalls.cardsGet, { ...body, user_id: 1 })),
    ).toMatchObject({ code: ErrorCode.Forbidden });
  });

  it('shows every visible member but the caller for ALL, newest first, as home cards', async () => {
    const page = await search({ gender_for: 'ALL', age_start: 18, age_end: 99 });
    expect(page.result.map((card) => card.id)).toEqual([11, 10, 7, 6, 5, 4, 3, 2]);
    expect(page.next_cursor).toBeNull();
    const seven = page.result.find((card) => card.id === 7);
    expect(seven).toEqual<CategoryCard>({
      id: 7,
      name: 'Member 7',
      age: 30,
      caption: 'Sawasdee from Chiang Mai',
      img: null,
      gender: 'F',
      verified: false,
      active: 'today',
    });
  });

  it('shows only the members of the gender chosen', async () => {
    const filter = { age_start: 18, age_end: 99 };
    expect(await idsOf({ ...filter, gender_for: 'F' })).toEqual([10, 7, 6, 3]);
    expect(await idsOf({ ...filter, gender_for: 'M' })).toEqual([11, 2]);
    expect(await idsOf({ ...filter, gender_for: 'LB' })).toEqual([4]);
    expect(await idsOf({ ...filter, gender_for: 'TG' })).toEqual([5]);
  });

  it('counts age in full years: a birthday tomorrow is still the younger age', async () => {
    expect(ageInYears(birthdayTomorrowTurning30)).toBe(29);
    expect(await idsOf({ gender_for: 'F', age_start: 30, age_end: 30 })).toEqual([7]);
    expect(await idsOf({ gender_for: 'F', age_start: 29, age_end: 29 })).toEqual([6]);
    expect(await idsOf({ gender_for: 'F', age_start: 28, age_end: 29 })).toEqual([6, 3]);
    expect(await idsOf({ gender_for: 'ALL', age_start: 18, age_end: 18 })).toEqual([10]);
    expect(await idsOf({ gender_for: 'ALL', age_start: 99, age_end: 99 })).toEqual([11]);
    const cards = (await search({ gender_for: 'F', age_start: 18, age_end: 99 })).result;
    expect(cards.map((card) => [card.id, card.age])).toEqual([
      [10, 18],
      [7, 30],
      [6, 29],
      [3, 28],
    ]);
  });

  it('follows a change of gender, and drops a member whose gender is removed', async () => {
    const filter = { age_start: 18, age_end: 99 };
    await ask(member(4))(profileCalls.userChoiceCreate, {
      user_id: 4,
      ref_table_code: 'GENDER',
      ref_code: 'TG',
    });
    expect(await idsOf({ ...filter, gender_for: 'TG' })).toEqual([5, 4]);
    expect(await idsOf({ ...filter, gender_for: 'LB' })).toEqual([]);

    await ask(member(4))(profileCalls.sectionDelete, {
      table: 'USER_SYS_REF',
      user_id: 4,
      sub_table: 'GENDER',
    });
    expect(await idsOf({ ...filter, gender_for: 'TG' })).toEqual([5]);
    expect(await idsOf({ ...filter, gender_for: 'ALL' })).toContain(4);

    await addMember(4, 'LB', bornAgo(40));
    expect(await idsOf({ ...filter, gender_for: 'LB' })).toEqual([4]);
  });

  it('leaves out hidden members until they show their profile again', async () => {
    const filter = { gender_for: 'M' as const, age_start: 30, age_end: 40 };
    expect(await idsOf(filter)).toEqual([2]);
    await ask(member(hidden))(profileCalls.visibilitySet, {
      user_id: hidden,
      active_flag: 'Y',
    });
    expect(await idsOf(filter)).toEqual([8, 2]);
    await ask(member(hidden))(profileCalls.visibilitySet, {
      user_id: hidden,
      active_flag: 'N',
    });
    expect(await idsOf(filter)).toEqual([2]);
  });

  it('still answers the home page with the plain list, also as the gateway passes it on', async () => {
    // The home page lists members with a photo; search lists them all.
    for (const [id] of members) await givePhoto(profile, id);
    const home = await homeCards(profile);
    expect(home.map((card) => card.id)).toEqual([11, 10, 9, 7, 6, 5, 4, 3]);
    expect(await homeCards(profile, { kind: 'home' })).toEqual(home);
  });

  it('refuses a cursor it did not write', async () => {
    const filter = { gender_for: 'ALL' as const, age_start: 18, age_end: 99 };
    for (const cursor of ['nonsense', Buffer.from('["yesterday", 3]').toString('base64url')]) {
      expect(await serviceFailure(search(filter, cursor))).toMatchObject({
        code: ErrorCode.BadRequest,
        message: Messages.searchCursorInvalid,
        messageCode: 'searchCursorInvalid',
      });
    }
  });
});

describe('search pages', () => {
  const filter = { gender_for: 'M' as const, age_start: 60, age_end: 60 };
  const batch = range(101, 100 + 2 * searchPageSize);

  beforeAll(async () => {
    await addMember(200, 'F', bornAgo(60));
    for (const id of batch) await addMember(id, 'M', bornAgo(60, id % 300));
    await addMember(201, 'F', bornAgo(60));
  });

  it('pages newest first, each member once, and the last full page has no next', async () => {
    const first = await search(filter);
    expect(first.result.map((card) => card.id)).toEqual(batch.slice(searchPageSize).reverse());
    expect(typeof first.next_cursor).toBe('string');

    // A member who joins meanwhile is newer than the cursor: no repeats, nothing skipped.
    await addMember(199, 'M', bornAgo(60));
    const second = await search(filter, first.next_cursor ?? undefined);
    expect(second.result.map((card) => card.id)).toEqual(batch.slice(0, searchPageSize).reverse());
    expect(second.next_cursor).toBeNull();

    const all = await idsOf(filter);
    expect(all).toEqual([199, ...[...batch].reverse()]);
    expect(new Set(all).size).toBe(all.length);
    expect(await allPages(filter)).toHaveLength(3);
    expect(await idsOf({ ...filter, gender_for: 'F' })).toEqual([201, 200]);
  });
});
