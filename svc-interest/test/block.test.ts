import {
  authCalls,
  billingCalls,
  ErrorCode,
  interestBlockEvent,
  interestCalls,
  interestMessages as M,
  interestPageSize,
  Messages,
  profileCalls,
  recoveryCalls,
  routes,
  type CallDefinition,
  type CallInput,
  type Caller,
  type CategoryCard,
  MessageCode,
  said,
} from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { asMember, handled, joinNew, type Portal, setVisibility, startPortal } from './members';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
}, 60000);

afterAll(() => portal?.stop());

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

/** Calls svc-profile as `caller`, the way the gateway passes a member's request on. */
const askProfile =
  (caller: Caller) =>
  <Call extends CallDefinition>(call: Call, input: CallInput<Call>) =>
    portal.profile.calls.call(call, input, { caller });

const unavailableProfile = {
  code: ErrorCode.NotFound,
  message: Messages.profileUnavailable,
  messageCode: 'profileUnavailable',
};

/** Whether a read that answers NOT_FOUND for a member it will not show showed them. */
async function answered(read: Promise<unknown>): Promise<boolean> {
  const failure = await read.then(
    () => null,
    (error: unknown) => error,
  );
  if (failure === null) return true;
  if ((await serviceFailure(Promise.reject(failure))).code === ErrorCode.NotFound) return false;
  throw failure;
}

/** The member ids on a page of cards, or in a list of them. */
const cardIds = (answer: CategoryCard[] | { result: CategoryCard[] }) =>
  (Array.isArray(answer) ? answer : answer.result).map((card) => card.id);

/** One of the member-facing reads that return members: does it show `other` to `viewer`? */
interface MemberRead {
  name: string;
  call: CallDefinition;
  shows(viewer: Caller, other: Caller): Promise<boolean>;
}

const memberReads: MemberRead[] = [
  {
    name: 'home cards',
    call: profileCalls.cardsGet,
    shows: async (viewer, other) =>
      cardIds(await askProfile(viewer)(profileCalls.cardsGet, {})).includes(other.userId),
  },
  {
    name: 'search',
    call: profileCalls.cardsGet,
    shows: async (viewer, other) =>
      cardIds(
        await askProfile(viewer)(profileCalls.cardsGet, {
          user_id: viewer.userId,
          gender_for: 'ALL',
          age_start: 18,
          age_end: 99,
        }),
      ).includes(other.userId),
  },
  {
    name: 'profile page',
    call: profileCalls.viewGet,
    shows: (viewer, other) =>
      answered(askProfile(viewer)(profileCalls.viewGet, { user_id: other.userId })),
  },
  {
    name: 'My Interest',
    call: interestCalls.list,
    shows: async (viewer, other) =>
      cardIds(
        await asMember(portal, viewer)(interestCalls.list, { user_id: viewer.userId }),
      ).includes(other.userId),
  },
  {
    name: 'Interest Me',
    call: interestCalls.list,
    shows: async (viewer, other) =>
      cardIds(
        await asMember(portal, viewer)(interestCalls.list, { user_interest_id: viewer.userId }),
      ).includes(other.userId),
  },
  {
    name: 'Matching',
    call: interestCalls.matches,
    shows: async (viewer, other) =>
      cardIds(
        await asMember(portal, viewer)(interestCalls.matches, { user_id: viewer.userId }),
      ).includes(other.userId),
  },
  {
    name: 'relation',
    call: interestCalls.relationGet,
    shows: (viewer, other) =>
      answered(
        asMember(portal, viewer)(interestCalls.relationGet, {
          user_id: viewer.userId,
          user_interest_id: other.userId,
        }),
      ),
  },
];

/** The member and visitor routes that are not walked, and why. */
const notMemberReads = new Map<CallDefinition, string>([
  [authCalls.userRegister, 'creates the caller an account'],
  [authCalls.login, "answers the caller's own token"],
  [authCalls.sessionEnd, "ends the caller's session"],
  [authCalls.sessionGet, 'answers who the caller is'],
  [authCalls.emailConfirm, "confirms the link's own account"],
  [authCalls.accountUnlock, "lifts the lock of the link's own account"],
  [authCalls.confirmationResend, 'sends the caller a mail'],
  [authCalls.emailChange, "changes the caller's own address"],
  [authCalls.mailSettingsGet, "the caller's own e-mail settings"],
  [authCalls.mailSettingsUpdate, "the caller's own e-mail settings"],
  [authCalls.deletionRequest, "the caller's own account's deletion"],
  [authCalls.deletionCancel, "the caller's own account's deletion"],
  [authCalls.consentAccept, "the caller's own acceptance of a document"],
  [authCalls.consentsList, 'the versions the caller accepted'],
  [authCalls.exportRequest, "the caller's own data export"],
  [authCalls.exportStatus, "where the caller's own data export stands"],
  [profileCalls.sensitiveConsentGet, "the caller's own consent and its log"],
  [profileCalls.sensitiveConsentWithdraw, "withdraws the caller's own consent"],
  [authCalls.mailUnsubscribe, "turns off the link's own kind of e-mail"],
  [recoveryCalls.resetRequest, 'sends the caller a mail'],
  [recoveryCalls.resetTokenCheck, "answers the reset link's own account"],
  [recoveryCalls.passwordReset, "sets the caller's password"],
  [profileCalls.menuGet, 'site content'],
  [profileCalls.choicesList, 'choice lists'],
  [profileCalls.choiceText, 'choice lists'],
  [profileCalls.sectionRows, "the caller's own rows (owner field)"],
  [profileCalls.userChoicesGet, "the caller's own choices (owner field)"],
  [profileCalls.userChoiceCreate, "writes the caller's own profile"],
  [profileCalls.sectionDelete, "writes the caller's own profile"],
  [profileCalls.userInfoSave, "writes the caller's own profile"],
  [profileCalls.personInfoSave, "writes the caller's own profile"],
  [profileCalls.favoriteInfoSave, "writes the caller's own profile"],
  [profileCalls.dateInfoSave, "writes the caller's own profile"],
  [profileCalls.visibilitySet, "writes the caller's own profile"],
  [profileCalls.photoSave, "writes the caller's own photos"],
  [profileCalls.photoDelete, "writes the caller's own photos"],
  [profileCalls.settingImageGet, 'site content'],
  [profileCalls.photoRemovals, "the caller's own removed photos"],
  [profileCalls.photoRemovalDismiss, "the caller's own removed photos"],
  [profileCalls.verificationStatus, "the caller's own verification"],
  [profileCalls.verificationStart, "the caller's own verification"],
  [profileCalls.verificationSubmit, "the caller's own verification"],
  [profileCalls.activitySettingGet, "the caller's own setting"],
  [profileCalls.activitySettingSave, "the caller's own setting"],
  [interestCalls.create, 'an action: refused between blocked members (tested below)'],
  [interestCalls.manage, 'an action: refused between blocked members (tested below)'],
  [interestCalls.block, 'an action'],
  [interestCalls.unblock, 'an action'],
  [interestCalls.report, 'an action (it also blocks; tested in report.test.ts)'],
  [interestCalls.blockedList, 'lists whom the caller blocked, on purpose, to unblock them'],
  [interestCalls.conversationsList, 'closed by a block (tested in conversations.test.ts)'],
  [interestCalls.conversationGet, 'closed by a block (tested in conversations.test.ts)'],
  [interestCalls.messageSend, 'an action: closed by a block (tested in conversations.test.ts)'],
  [
    interestCalls.conversationRead,
    'an action: closed by a block (tested in conversations.test.ts)',
  ],
  [interestCalls.unreadMessages, "the caller's own count"],
  [interestCalls.notificationsRead, "marks the caller's own notifications"],
  [interestCalls.unreadNotifications, "the caller's own count"],
  [billingCalls.packagesList, 'packages'],
  [billingCalls.packageGet, 'packages'],
  [billingCalls.orderCreate, "the caller's own orders"],
  [billingCalls.receiptAttach, "the caller's own orders"],
  [billingCalls.orderRemove, "the caller's own orders"],
  [billingCalls.ordersList, "the caller's own orders"],
  [billingCalls.membershipsList, "the caller's own memberships"],
  [billingCalls.paymentGet, "the caller's own order"],
]);

/**
 * Member reads that can still name a blocked member: a photo URL by slot (svc-profile's photos)
 * and a user id by username (svc-auth). They show no card or profile; hiding blocked members
 * there is left for the rest of issue 13.
 */
const notYetHidden = new Map<CallDefinition, string>([
  [profileCalls.photoGet, "a member's photo URL in one slot"],
  [authCalls.userByUsername, "a member's user id by username"],
  [
    interestCalls.notificationsList,
    'none is made about a blocked member (notifications.test.ts); earlier ones still name them',
  ],
]);

const walked = new Set(memberReads.map((read) => read.call));

/** What `viewer` sees of `other` on every member read, by read. */
async function seenOn(viewer: Caller, other: Caller): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const read of memberReads) seen[read.name] = await read.shows(viewer, other);
  return seen;
}

const everywhere = (shown: boolean) =>
  Object.fromEntries(memberReads.map((read) => [read.name, shown]));

/** svc-profile has kept every block and unblock told so far (it hides blocked members). */
const profileHeard = () => handled(portal, interestBlockEvent, 'svc-profile');

const blockBody = (blocker: Caller, blocked: Caller) => ({
  user_id: blocker.userId,
  blocked_user_id: blocked.userId,
});
const block = (blocker: Caller, blocked: Caller) =>
  asMember(portal, blocker)(interestCalls.block, blockBody(blocker, blocked));
const unblock = (blocker: Caller, blocked: Caller) =>
  asMember(portal, blocker)(interestCalls.unblock, blockBody(blocker, blocked));

/** `a` shows interest in `b` and `b` matches: each is in all three of the other's lists. */
async function matchUp(a: Caller, b: Caller): Promise<void> {
  await asMember(portal, a)(interestCalls.create, {
    user_id: a.userId,
    user_interest_id: b.userId,
  });
  await asMember(portal, b)(interestCalls.manage, {
    user_id: b.userId,
    user_interest_id: a.userId,
    action: 'match',
  });
}

describe('the member reads of the route table', () => {
  it('are each walked below, or named as returning no other member', () => {
    const unclassified = routes
      .filter((route) => route.access === 'member' || route.access === 'visitor')
      .filter(
        (route) => !walked.has(route) && !notMemberReads.has(route) && !notYetHidden.has(route),
      )
      .map((route) => route.subject);
    expect(unclassified).toEqual([]);
    for (const call of walked)
      expect(notMemberReads.has(call) || notYetHidden.has(call)).toBe(false);
  });
});

describe('a block hides both members from each other on every member read', () => {
  let anong: Caller;
  let bjorn: Caller;
  let chai: Caller;

  beforeAll(async () => {
    [anong, bjorn, chai] = await Promise.all([
      newMember('anong'),
      newMember('bjorn'),
      newMember('chai'),
    ]);
    await matchUp(anong, bjorn);
  });

  it('shows them to each other everywhere while matched (the walk sees what it looks for)', async () => {
    expect(await seenOn(anong, bjorn)).toEqual(everywhere(true));
    expect(await seenOn(bjorn, anong)).toEqual(everywhere(true));
  });

  it('hides them from each other everywhere, in both directions, once one blocks', async () => {
    expect(await block(anong, bjorn)).toEqual({ status: 'OK', ...said(MessageCode.memberBlocked) });
    await profileHeard();
    expect(await seenOn(anong, bjorn)).toEqual(everywhere(false));
    expect(await seenOn(bjorn, anong)).toEqual(everywhere(false));
    // Others still see both.
    const seenByChai = everywhere(false);
    for (const name of ['home cards', 'search', 'profile page', 'relation'])
      seenByChai[name] = true;
    expect(await seenOn(chai, anong)).toEqual(seenByChai);
    expect(await seenOn(chai, bjorn)).toEqual(seenByChai);
  });

  it('refuses every interest action between them, either way, as an unavailable profile', async () => {
    for (const [viewer, other] of [
      [anong, bjorn],
      [bjorn, anong],
    ] as const) {
      const pair = { user_id: viewer.userId, user_interest_id: other.userId };
      const ask = asMember(portal, viewer);
      expect(await serviceFailure(ask(interestCalls.create, pair))).toEqual(unavailableProfile);
      for (const action of ['check', 'check-response', 'match', 'ignore'] as const) {
        expect(await serviceFailure(ask(interestCalls.manage, { ...pair, action }))).toEqual(
          unavailableProfile,
        );
      }
    }
  });

  it('ended their match, both rows, audited as the blocker and the block', async () => {
    const rows = await portal.interest.database.query(
      `SELECT user_id, active_flag, update_user, update_process FROM interest
        WHERE (user_id = $1 AND user_interest_id = $2) OR (user_id = $2 AND user_interest_id = $1)
        ORDER BY user_id`,
      [anong.userId, bjorn.userId],
    );
    const ended = {
      active_flag: 'N',
      update_user: anong.username,
      update_process: interestCalls.block.subject,
    };
    expect(rows).toEqual(
      [anong.userId, bjorn.userId].sort((a, b) => a - b).map((id) => ({ user_id: id, ...ended })),
    );
  });

  it('stays while either block stands: unblocking lifts only your own', async () => {
    await block(bjorn, anong);
    expect(await unblock(anong, bjorn)).toEqual({
      status: 'OK',
      ...said(MessageCode.memberUnblocked),
    });
    await profileHeard();
    expect(await seenOn(anong, bjorn)).toEqual(everywhere(false));
    expect(await seenOn(bjorn, anong)).toEqual(everywhere(false));
  });

  it('unblocked, they see each other again, but the ended match stays ended', async () => {
    await unblock(bjorn, anong);
    await profileHeard();
    const seenAgain = everywhere(false);
    for (const name of ['home cards', 'search', 'profile page', 'relation']) seenAgain[name] = true;
    expect(await seenOn(anong, bjorn)).toEqual(seenAgain);
    expect(await seenOn(bjorn, anong)).toEqual(seenAgain);
    expect(
      await asMember(portal, anong)(interestCalls.relationGet, {
        user_id: anong.userId,
        user_interest_id: bjorn.userId,
      }),
    ).toEqual({ status: 'OK', relation: 'none', actions: ['interest'], viewer_subscribed: false });
  });
});

describe('refusals', () => {
  it('refuses blocking yourself with 400 and stores nothing', async () => {
    const dao = await newMember('dao');
    expect(await serviceFailure(block(dao, dao))).toEqual({
      code: ErrorCode.BadRequest,
      message: M.notBlockYourself,
      messageCode: 'notBlockYourself',
    });
    expect(
      await portal.interest.database.query('SELECT 1 FROM member_block WHERE user_id = $1', [
        dao.userId,
      ]),
    ).toEqual([]);
  });

  it("refuses blocking an unknown member or a hidden profile: 'This profile is not available'", async () => {
    const [erik, fah] = await Promise.all([newMember('erik'), newMember('fah')]);
    await setVisibility(portal, fah, 'N');
    for (const blocked of [fah, { ...fah, userId: 999999 }]) {
      expect(await serviceFailure(block(erik, blocked))).toEqual(unavailableProfile);
    }
  });
});

describe('the blocks kept', () => {
  it("keeps a member's blocks both ways: the ones they made and the ones made of them", async () => {
    const [gun, hanna, ing] = await Promise.all([
      newMember('gun'),
      newMember('hanna'),
      newMember('ing'),
    ]);
    await block(gun, hanna);
    await block(ing, gun);
    expect(
      await portal.interest.database.query(
        `SELECT user_id, blocked_user_id FROM member_block
          WHERE $1 IN (user_id, blocked_user_id) AND active_flag = 'Y' ORDER BY block_id`,
        [gun.userId],
      ),
    ).toEqual([
      { user_id: gun.userId, blocked_user_id: hanna.userId },
      { user_id: ing.userId, blocked_user_id: gun.userId },
    ]);
  });
});

describe('the Blocked members page', () => {
  let owner: Caller;
  let blocked: Caller[];

  beforeAll(async () => {
    owner = await newMember('owner');
    blocked = await Promise.all(
      Array.from({ length: interestPageSize + 1 }, () => newMember('blocked')),
    );
    for (const member of blocked) await block(owner, member);
  }, 60000);

  const page = (number: number) =>
    asMember(portal, owner)(interestCalls.blockedList, { user_id: owner.userId, page: number });

  it('lists whom the caller blocked, newest block first, a page at a time', async () => {
    const newestFirst = [...blocked].reverse().map((member) => member.userId);
    const first = await page(1);
    expect(first).toMatchObject({ status: 'OK', page: 1, has_more: true });
    expect(first.result.map((card) => card.id)).toEqual(newestFirst.slice(0, interestPageSize));
    const second = await page(2);
    expect(second).toMatchObject({ status: 'OK', page: 2, has_more: false });
    expect(second.result.map((card) => card.id)).toEqual(newestFirst.slice(interestPageSize));
  });

  it('shows a member who has since hidden their profile with only their id and name', async () => {
    const [oldest] = blocked;
    if (!oldest) throw new Error('nobody was blocked');
    await setVisibility(portal, oldest, 'N');
    expect((await page(2)).result).toEqual([
      { id: oldest.userId, name: oldest.username, age: null, caption: null, img: null },
    ]);
  });

  it('does not list who blocked the caller, and drops a member once unblocked', async () => {
    const [latest] = [...blocked].reverse();
    if (!latest) throw new Error('nobody was blocked');
    const stranger = await newMember('stranger');
    await block(stranger, owner);
    await unblock(owner, latest);
    const ids = (await page(1)).result.map((card) => card.id);
    expect(ids).not.toContain(stranger.userId);
    expect(ids).not.toContain(latest.userId);
    expect(ids).toHaveLength(interestPageSize);
  });
});
