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
import { answerBlocks, blockEvent, blockPairsOf, type Block } from './blocks';
import { asMember, givePhoto, homeCards, member, searchPage, userInfo } from './fixtures';
import { type Responder } from './responder';

// Blocks as svc-profile keeps them: from svc-interest's events, and for a member whose blocks
// predate them, from svc-interest's answer, asked once and kept.

let profile: ServiceUnderTest<ProfileConfig>;
let interest: Responder | undefined;
/** The blocks svc-interest answers with when asked (blocks from before its events). */
const blocks: Block[] = [];

const malee = member(1, 'malee');
const erik = member(2, 'erik');
const nok = member(3, 'nok');
const som = member(4, 'som');
const dao = member(5, 'dao');
const everyone = [malee, erik, nok, som, dao];

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  interest = await answerBlocks(profile, blocks);
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
  await interest?.stop();
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

const unavailableProfile = { code: ErrorCode.NotFound, message: Messages.profileUnavailable };

/** Newest first, as search and the home page list them, less `viewer` for a search. */
const othersThan = (viewer: Caller, ...hidden: Caller[]) =>
  everyone
    .filter((who) => who !== viewer && !hidden.includes(who))
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

describe('blockPairsOf (the test double of svc-interest)', () => {
  it('answers both directions and nobody else', () => {
    expect(
      blockPairsOf(
        [
          [1, 2],
          [3, 1],
          [2, 3],
        ],
        1,
      ).pairs.map((pair) => [pair.blocker_id, pair.blocked_id]),
    ).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });
});

describe('blocks from before the events', () => {
  beforeAll(() => {
    blocks.push([malee.userId, erik.userId]);
  });

  it('hide the two from each other, asking svc-interest once per member and never again', async () => {
    const asked = () => interest?.received.length ?? 0;
    await expectHiddenFromEachOther(malee, erik);
    expect(asked()).toBe(2);
    expect(await searchIds(erik)).toEqual(othersThan(erik, malee));
    expect(await searchIds(malee)).toEqual(othersThan(malee, erik));
    // A third member still sees both.
    expect(await searchIds(nok)).toEqual(othersThan(nok));
    expect((await view(nok, malee)).profile.user_id).toBe(malee.userId);
    expect(asked()).toBe(3);
    expect(interest?.received.map((call) => call.body)).toEqual([
      { user_id: malee.userId },
      { user_id: erik.userId },
      { user_id: nok.userId },
    ]);
    // A visitor's home page and an own profile need no question.
    expect(await homeCards(profile)).toHaveLength(everyone.length);
    expect((await view(dao, dao)).profile.user_id).toBe(dao.userId);
    expect(asked()).toBe(3);
  });
});

describe("blocks told by svc-interest's events", () => {
  it('hide both ways once the event is handled, and an unblock shows them again', async () => {
    await expectSeeingEachOther(nok, erik);
    await blockEvent(profile, [nok.userId, erik.userId], true, 10);
    await expectHiddenFromEachOther(nok, erik);
    expect(await memberHomeIds(nok)).toEqual(othersThan(erik));

    await blockEvent(profile, [nok.userId, erik.userId], false, 11);
    await expectSeeingEachOther(nok, erik);
  });

  it('keep the newest state of a pair, whatever order the events come in or come again', async () => {
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

  it("are kept for a member not known yet, and svc-interest's older answer does not undo them", async () => {
    // svc-interest's answer for som was read before nok lifted the block (version 0).
    blocks.push([nok.userId, som.userId]);
    await blockEvent(profile, [nok.userId, som.userId], false, 30);
    expect(await searchIds(som)).toContain(nok.userId);
    expect(interest?.received.at(-1)?.body).toEqual({ user_id: som.userId });
    await expectSeeingEachOther(nok, som);
  });
});

describe('when svc-interest does not answer', () => {
  beforeAll(async () => {
    await interest?.stop();
    interest = undefined;
  });

  it('fails closed for a member not known yet: their member reads answer 503', async () => {
    const unavailable = { code: ErrorCode.Unavailable, message: Messages.serviceUnavailable };
    expect(await serviceFailure(searchIds(dao))).toEqual(unavailable);
    expect(await serviceFailure(memberHomeIds(dao))).toEqual(unavailable);
    expect(await serviceFailure(view(dao, malee))).toEqual(unavailable);
    expect(await serviceFailure(photo(dao, malee))).toEqual(unavailable);
  });

  it('serves a known member from what it keeps, events included', async () => {
    expect(await searchIds(erik)).toEqual(othersThan(erik, malee));
    await blockEvent(profile, [som.userId, erik.userId], true, 40);
    await expectHiddenFromEachOther(som, erik);
  });

  it("still serves a visitor's home page and a member's own profile, which no block touches", async () => {
    expect(await homeCards(profile)).toHaveLength(everyone.length);
    expect((await view(dao, dao)).profile.user_id).toBe(dao.userId);
  });
});
