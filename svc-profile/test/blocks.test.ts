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
import { answerBlocks, blockedEitherWay, type Block } from './blocks';
import { asMember, givePhoto, homeCards, member, searchPage, userInfo } from './fixtures';
import { type Responder } from './responder';

let profile: ServiceUnderTest<ProfileConfig>;
let interest: Responder | undefined;
/** The blocks svc-interest answers with, changed by the tests. */
const blocks: Block[] = [];

const malee = member(1, 'malee');
const erik = member(2, 'erik');
const nok = member(3, 'nok');

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService);
  interest = await answerBlocks(profile, blocks);
  for (const [who, gender] of [
    [malee, 'F'],
    [erik, 'M'],
    [nok, 'F'],
  ] as const) {
    await asMember(profile, who)(
      profileCalls.userInfoSave,
      userInfo(who.userId, { name: who.username, gender }),
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

/** Everyone `viewer` finds in a search for all genders and ages, one page (three members). */
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

const unavailableProfile = { code: ErrorCode.NotFound, message: Messages.profileUnavailable };

describe('blockedEitherWay (the test double of svc-interest)', () => {
  it('answers both directions and nobody else', () => {
    expect(
      blockedEitherWay(
        [
          [1, 2],
          [3, 1],
          [2, 3],
        ],
        1,
      ),
    ).toEqual({ user_ids: [2, 3] });
  });
});

describe('cards and profile pages leave out members blocked either way', () => {
  afterEach(() => {
    blocks.length = 0;
  });

  it('shows everyone while nobody is blocked', async () => {
    expect(await searchIds(erik)).toEqual([nok.userId, malee.userId]);
    expect(await memberHomeIds(erik)).toEqual([nok.userId, erik.userId, malee.userId]);
    expect((await view(erik, malee)).profile.user_id).toBe(malee.userId);
  });

  it('hides the blocked member from the blocker and the blocker from them', async () => {
    blocks.push([malee.userId, erik.userId]);
    expect(await searchIds(erik)).toEqual([nok.userId]);
    expect(await searchIds(malee)).toEqual([nok.userId]);
    expect(await memberHomeIds(erik)).toEqual([nok.userId, erik.userId]);
    expect(await memberHomeIds(malee)).toEqual([nok.userId, malee.userId]);
    expect(await serviceFailure(view(erik, malee))).toEqual(unavailableProfile);
    expect(await serviceFailure(view(malee, erik))).toEqual(unavailableProfile);
    // A third member still sees both.
    expect(await searchIds(nok)).toEqual([erik.userId, malee.userId]);
    expect((await view(nok, malee)).profile.user_id).toBe(malee.userId);
  });

  it("asks svc-interest once per member read, never for a visitor's home page or an own profile", async () => {
    const asked = () => interest?.received.length ?? 0;
    const before = asked();
    await searchIds(erik);
    expect(asked()).toBe(before + 1);
    await memberHomeIds(erik);
    expect(asked()).toBe(before + 2);
    await view(erik, malee);
    expect(asked()).toBe(before + 3);
    await homeCards(profile);
    await view(erik, erik);
    expect(asked()).toBe(before + 3);
    expect(interest?.received.at(-1)).toEqual({
      issuer: 'svc-profile',
      caller: erik,
      body: { user_id: erik.userId },
    });
  });
});

describe('when svc-interest does not answer', () => {
  beforeAll(async () => {
    await interest?.stop();
    interest = undefined;
  });

  it('fails closed: member cards and other profiles answer 503, showing nobody who may be blocked', async () => {
    const unavailable = { code: ErrorCode.Unavailable, message: Messages.serviceUnavailable };
    expect(await serviceFailure(searchIds(erik))).toEqual(unavailable);
    expect(await serviceFailure(memberHomeIds(erik))).toEqual(unavailable);
    expect(await serviceFailure(view(erik, malee))).toEqual(unavailable);
  });

  it("still serves a visitor's home page and a member's own profile, which no block touches", async () => {
    expect((await homeCards(profile)).map((card) => card.id)).toEqual([
      nok.userId,
      erik.userId,
      malee.userId,
    ]);
    expect((await view(erik, erik)).profile.user_id).toBe(erik.userId);
  });
});
