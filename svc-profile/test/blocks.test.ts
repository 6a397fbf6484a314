import {
  ErrorCode,
  Messages,
  profileCalls,
  type Caller,
  type CategoryResult,
} from '@dating/contracts';
import { serviceFailure, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { blockEvent } from './blocks';
import { asMember, givePhoto, homeCards, member, searchPage, userInfo } from './fixtures';

// Blocks as svc-profile keeps them: only from svc-interest's events (blocks older than the
// stream are announced again by svc-interest's migration). No svc-interest runs here: svc-profile
// never asks it.

let profile: ServiceUnderTest<ProfileConfig>;

const malee = member(1, 'malee');
const erik = member(2, 'erik');
const nok = member(3, 'nok');
const som = member(4, 'som');
const dao = member(5, 'dao');
const everyone = [malee, erik, nok, som, dao];

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  for (const who of everyone) {
    await asMember(profile, who)(
      profileCalls.userInfoSave,
      userInfo(who.userId, { name: who.username, gender: who === erik ? 'M' : 'F' }),
    );
    // The home page lists members with a photo.
    await givePhoto(profile, who.userId);
  }
});

afterAll(async () => {
  await profile?.stop();
});

const idsOf = (answer: CategoryResult) =>
  (Array.isArray(answer) ? answer : answer.result).map((card) => card.id);

/** Everyone `viewer` finds in a search for all genders and ages, one page. */
const searchIds = async (viewer: Caller) =>
  idsOf(
    await searchPage(profile, viewer, {
      user_id: viewer.userId,
      gender_for: 'ALL',
      age_start: 18,
      age_end: 99,
    }),
  );

const memberHomeIds = async (viewer: Caller) =>
  idsOf(await asMember(profile, viewer)(profileCalls.cardsGet, {}));

const view = (viewer: Caller, other: Caller) =>
  asMember(profile, viewer)(profileCalls.viewGet, { user_id: other.userId });

const photo = (viewer: Caller, other: Caller) =>
  asMember(profile, viewer)(profileCalls.photoGet, { user_id: other.userId, img_seq: 1 });

const unavailableProfile = {
  code: ErrorCode.NotFound,
  message: Messages.profileUnavailable,
  messageCode: 'profileUnavailable',
};

/** Everyone less `hidden`, newest first, as search and the home page list them. */
const newestLess = (...hidden: Caller[]) =>
  everyone
    .filter((who) => !hidden.includes(who))
    .map((who) => who.userId)
    .reverse();

/** `a` and `b` meet nowhere: search, the home page, the profile and its photos, both ways. */
async function expectHiddenFromEachOther(a: Caller, b: Caller): Promise<void> {
  for (const [viewer, other] of [
    [a, b],
    [b, a],
  ] as const) {
    expect(await searchIds(viewer)).not.toContain(other.userId);
    expect(await memberHomeIds(viewer)).not.toContain(other.userId);
    expect(await serviceFailure(view(viewer, other))).toEqual(unavailableProfile);
    expect(await serviceFailure(photo(viewer, other))).toEqual(unavailableProfile);
  }
}

async function expectSeeingEachOther(a: Caller, b: Caller): Promise<void> {
  for (const [viewer, other] of [
    [a, b],
    [b, a],
  ] as const) {
    expect(await searchIds(viewer)).toContain(other.userId);
    expect(await memberHomeIds(viewer)).toContain(other.userId);
    expect((await view(viewer, other)).profile.user_id).toBe(other.userId);
    expect((await photo(viewer, other)).image).toMatch(/^\/api\/files\/photos\//);
  }
}

describe('a pair no block event has told', () => {
  it('is not blocked: the two see each other everywhere, with nobody asked', async () => {
    for (const viewer of everyone) {
      expect(await searchIds(viewer)).toEqual(newestLess(viewer));
      expect(await memberHomeIds(viewer)).toEqual(newestLess(viewer));
    }
    await expectSeeingEachOther(malee, erik);
  });
});

describe("blocks told by svc-interest's events", () => {
  it('hide both ways once the event is handled, and a lifted block shows them again', async () => {
    await blockEvent(profile, [malee.userId, erik.userId], true, 1);
    await expectHiddenFromEachOther(malee, erik);
    expect(await searchIds(erik)).toEqual(newestLess(erik, malee));
    expect(await searchIds(malee)).toEqual(newestLess(malee, erik));
    expect(await memberHomeIds(malee)).toEqual(newestLess(malee, erik));
    // A third member still sees both.
    expect(await searchIds(nok)).toEqual(newestLess(nok));
    expect((await view(nok, malee)).profile.user_id).toBe(malee.userId);

    await blockEvent(profile, [malee.userId, erik.userId], false, 2);
    await expectSeeingEachOther(malee, erik);
  });

  it('keep the newest state of a pair, whatever order the events come in or come again', async () => {
    await blockEvent(profile, [nok.userId, erik.userId], true, 10);
    await blockEvent(profile, [nok.userId, erik.userId], false, 11);
    // The block (10) again after its unblock (11).
    await blockEvent(profile, [nok.userId, erik.userId], true, 10);
    await expectSeeingEachOther(nok, erik);
    // An unblock that overtook its block.
    await blockEvent(profile, [erik.userId, nok.userId], false, 21);
    await blockEvent(profile, [erik.userId, nok.userId], true, 20);
    await expectSeeingEachOther(nok, erik);
    // Each direction is its own: the other one's block still hides them.
    await blockEvent(profile, [nok.userId, erik.userId], true, 22);
    await expectHiddenFromEachOther(nok, erik);
    await blockEvent(profile, [nok.userId, erik.userId], false, 23);
    await expectSeeingEachOther(nok, erik);
  });

  it("leave a visitor's home page and a member's own profile alone", async () => {
    await blockEvent(profile, [som.userId, dao.userId], true, 30);
    await expectHiddenFromEachOther(som, dao);
    expect(await homeCards(profile)).toHaveLength(everyone.length);
    expect((await view(dao, dao)).profile.user_id).toBe(dao.userId);
  });
});
