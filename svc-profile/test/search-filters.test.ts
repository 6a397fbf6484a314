import {
  ErrorCode,
  Messages,
  profileCalls,
  searchPageSize,
  type CallInput,
  type CategoryPageResult,
  type SearchSort,
  MessageCode,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import {
  asMember,
  givePhoto,
  member,
  personInfo,
  searchPage,
  sendUnchecked,
  sql,
  userInfo,
} from './fixtures';

let profile: ServiceUnderTest<ProfileConfig>;

const searcher = member(1);
const ask = (userId: number) => asMember(profile, member(userId));

type SearchBody = Omit<CallInput<typeof profileCalls.cardsGet>, 'user_id' | 'kind'>;

const everyone = { gender_for: 'ALL', age_start: 18, age_end: 60 } as const;

const search = (body: SearchBody) =>
  searchPage(profile, searcher, { user_id: searcher.userId, ...body } as CallInput<
    typeof profileCalls.cardsGet
  >);

/** Every page of a search, following next_cursor to the end. */
async function allPages(body: SearchBody): Promise<CategoryPageResult[]> {
  const pages = [await search(body)];
  for (let last = pages[0]; last?.next_cursor; last = pages.at(-1)) {
    pages.push(await search({ ...body, cursor: last.next_cursor }));
  }
  return pages;
}

const idsOf = async (body: SearchBody) =>
  (await allPages(body)).flatMap((page) => page.result.map((card) => card.id));

interface Seeded {
  id: number;
  gender: string;
  country: string;
  person?: { kids: string; religion: string; education: string };
  photo?: boolean;
  verified?: boolean;
}

// Created in id order: newest first is highest id first.
const seeded: Seeded[] = [
  { id: 1, gender: 'F', country: 'Thailand' },
  {
    id: 2,
    gender: 'M',
    country: 'Norway',
    person: { kids: 'WANT', religion: 'CHRISTIAN', education: 'MASTER' },
    photo: true,
    verified: true,
  },
  {
    id: 3,
    gender: 'F',
    country: '  thailand ',
    person: { kids: 'NO', religion: 'BUDDHIST', education: 'BACHELOR' },
    photo: true,
  },
  {
    id: 4,
    gender: 'LB',
    country: 'Thailand',
    person: { kids: 'MORE', religion: 'BUDDHIST', education: 'MASTER' },
    verified: true,
  },
  { id: 5, gender: 'TG', country: 'NORWAY', photo: true },
  {
    id: 6,
    gender: 'M',
    country: 'Sweden',
    person: { kids: 'WANT', religion: 'MUSLIM', education: 'PRIMARY' },
  },
];

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  for (const { id, gender, country, person, photo } of seeded) {
    await ask(id)(
      profileCalls.userInfoSave,
      userInfo(id, { name: `Member ${id}`, gender, country }),
    );
    if (person) await ask(id)(profileCalls.personInfoSave, personInfo(id, person));
    if (photo) await givePhoto(profile, id);
  }
  const verified = seeded.filter((row) => row.verified).map((row) => row.id);
  await sql(profile, 'UPDATE user_info SET photo_verified = true WHERE user_id = ANY($1)', [
    verified,
  ]);
}, 60000);

afterAll(async () => {
  await profile?.stop();
});

describe('search filters', () => {
  it('narrows to each filter alone', async () => {
    expect(await idsOf(everyone)).toEqual([6, 5, 4, 3, 2]);
    expect(await idsOf({ ...everyone, country: 'Thailand' })).toEqual([4, 3]);
    expect(await idsOf({ ...everyone, country: ' norway' })).toEqual([5, 2]);
    expect(await idsOf({ ...everyone, has_photo: true })).toEqual([5, 3, 2]);
    expect(await idsOf({ ...everyone, verified_only: true })).toEqual([4, 2]);
    expect(await idsOf({ ...everyone, kids: 'WANT' })).toEqual([6, 2]);
    expect(await idsOf({ ...everyone, religion: 'BUDDHIST' })).toEqual([4, 3]);
    expect(await idsOf({ ...everyone, education: 'MASTER' })).toEqual([4, 2]);
  });

  it('narrows to all the filters chosen together, with the gender and age', async () => {
    expect(await idsOf({ ...everyone, country: 'Norway', has_photo: true })).toEqual([5, 2]);
    expect(
      await idsOf({ ...everyone, kids: 'WANT', religion: 'CHRISTIAN', verified_only: true }),
    ).toEqual([2]);
    expect(await idsOf({ ...everyone, gender_for: 'M', kids: 'WANT' })).toEqual([6, 2]);
    expect(await idsOf({ ...everyone, gender_for: 'F', education: 'MASTER' })).toEqual([]);
    expect(await idsOf({ ...everyone, religion: 'BUDDHIST', education: 'MASTER' })).toEqual([4]);
  });

  it('leaves out nobody for a filter turned off, and finds nobody for a code nobody has', async () => {
    expect(await idsOf({ ...everyone, has_photo: false, verified_only: false })).toEqual([
      6, 5, 4, 3, 2,
    ]);
    expect(await idsOf({ ...everyone, religion: 'JEWISH' })).toEqual([]);
    expect(await idsOf({ ...everyone, country: 'Denmark' })).toEqual([]);
  });

  it('refuses a code that is not one, and an unknown order', async () => {
    const unchecked = sendUnchecked(profile, searcher);
    for (const [body, messageCode] of [
      [{ kids: 'want children' }, MessageCode.unknownChoice],
      [{ education: 7 }, MessageCode.unknownChoice],
      [{ sort: 'oldest' }, MessageCode.searchSortUnknown],
    ] as const) {
      expect(
        await serviceFailure(
          unchecked(profileCalls.cardsGet, { user_id: 1, ...everyone, ...body }),
        ),
      ).toEqual({ code: ErrorCode.BadRequest, message: Messages[messageCode], messageCode });
    }
  });

  it('follows a change of answers and of photo 1', async () => {
    await ask(3)(profileCalls.personInfoSave, personInfo(3, { religion: 'NONE', kids: 'WANT' }));
    expect(await idsOf({ ...everyone, religion: 'BUDDHIST' })).toEqual([4]);
    expect(await idsOf({ ...everyone, kids: 'WANT' })).toEqual([6, 3, 2]);

    await ask(5)(profileCalls.photoDelete, { user_id: 5, img_seq: 1 });
    expect(await idsOf({ ...everyone, has_photo: true })).toEqual([3, 2]);
    await givePhoto(profile, 4);
    expect(await idsOf({ ...everyone, has_photo: true })).toEqual([4, 3, 2]);
  });
});

describe('search order and pages', () => {
  /** Members aged 70, beside the others: 30 of them, more than a page. */
  const batch = Array.from({ length: 30 }, (_, index) => 101 + index);
  const seventy = { gender_for: 'ALL', age_start: 70, age_end: 70 } as const;
  const genders = ['M', 'F', 'LB', 'TG'];
  const newestTied = 120;
  const descending = (ids: number[]) => [...ids].sort((a, b) => b - a);

  beforeAll(async () => {
    const born = `${new Date().getFullYear() - 70}-01-01`;
    for (const id of batch) {
      await ask(id)(
        profileCalls.userInfoSave,
        userInfo(id, { name: `Member ${id}`, gender: genders[id % 4], birthdate: born }),
      );
    }
    // Two members without a gender: found by a search for all genders only.
    for (const id of [101, 102]) {
      await ask(id)(profileCalls.sectionDelete, {
        table: 'USER_SYS_REF',
        user_id: id,
        sub_table: 'GENDER',
      });
    }
    // Ties across the page's end: 101-120 joined at the same moment, 121-130 a second before;
    // the even ones were active at the same moment, the odd ones a minute before.
    await sql(
      profile,
      `UPDATE user_info
          SET create_datetime = date_trunc('second', now())
                                - CASE WHEN user_id <= $1 THEN interval '0' ELSE interval '1 second' END,
              last_active_at = date_trunc('second', now())
                               - CASE WHEN user_id % 2 = 0 THEN interval '0' ELSE interval '1 minute' END
        WHERE user_id BETWEEN 101 AND 130`,
      [newestTied],
    );
  });

  const expectedOrder: Record<SearchSort, number[]> = {
    newest: [
      ...descending(batch.filter((id) => id <= newestTied)),
      ...descending(batch.filter((id) => id > newestTied)),
    ],
    active: [
      ...descending(batch.filter((id) => id % 2 === 0)),
      ...descending(batch.filter((id) => id % 2 === 1)),
    ],
  };

  it('pages through ties in either order, each member exactly once, for all genders and for one', async () => {
    for (const sort of ['newest', 'active'] as const) {
      const pages = await allPages({ ...seventy, sort });
      expect(pages.map((page) => [page.sort, page.result.length])).toEqual([
        [sort, searchPageSize],
        [sort, batch.length - searchPageSize],
      ]);
      expect(pages.flatMap((page) => page.result.map((card) => card.id))).toEqual(
        expectedOrder[sort],
      );
      const men = batch.filter((id) => genders[id % 4] === 'M');
      expect(await idsOf({ ...seventy, gender_for: 'M', sort })).toEqual(
        expectedOrder[sort].filter((id) => men.includes(id)),
      );
    }
  });

  it("refuses one order's cursor for the other, saying to search again", async () => {
    for (const [made, asked] of [
      ['newest', 'active'],
      ['active', 'newest'],
    ] as const) {
      const cursor = (await search({ ...seventy, sort: made })).next_cursor;
      expect(typeof cursor).toBe('string');
      expect(
        await serviceFailure(search({ ...seventy, sort: asked, cursor: cursor ?? undefined })),
      ).toEqual({
        code: ErrorCode.BadRequest,
        message: Messages.searchCursorInvalid,
        messageCode: 'searchCursorInvalid',
      });
    }
  });
});
