import {
  authCalls,
  ErrorCode,
  interestCalls,
  Messages,
  type Caller,
  type InterestListResult,
} from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { asMember, join, startPortal, type Portal } from './members';

let portal: Portal;
let admin: Caller;

beforeAll(async () => {
  portal = await startPortal();
  const { user_id } = await portal.auth.calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 60000);

afterAll(() => portal?.stop());

const ids = (list: InterestListResult) => list.result.map((card) => card.id);

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deactivated = (userId: number) =>
  portal.interest.database
    .query<{ active: boolean }>('SELECT active FROM member_status WHERE user_id = $1', [userId])
    .then((rows) => rows[0]?.active === false);

describe('a member svc-auth deactivates', () => {
  it('drops out of the three lists (counted as no longer available) and cannot be acted on, until reactivated', async () => {
    const anong = await join(portal, 'anong');
    const bjorn = await join(portal, 'bjorn');
    const chai = await join(portal, 'chai');
    const pair = (viewer: Caller, other: Caller) => ({
      user_id: viewer.userId,
      user_interest_id: other.userId,
    });
    await asMember(portal, anong)(interestCalls.create, pair(anong, bjorn));
    await asMember(portal, bjorn)(interestCalls.manage, { ...pair(bjorn, anong), action: 'match' });
    const lists = async () => ({
      mine: ids(
        await asMember(portal, anong)(interestCalls.list, { user_id: anong.userId, page: 1 }),
      ),
      me: ids(
        await asMember(portal, anong)(interestCalls.list, {
          user_interest_id: anong.userId,
          page: 1,
        }),
      ),
      matches: ids(
        await asMember(portal, anong)(interestCalls.matches, { user_id: anong.userId, page: 1 }),
      ),
    });
    const everywhere = { mine: [bjorn.userId], me: [bjorn.userId], matches: [bjorn.userId] };
    expect(await lists()).toEqual(everywhere);

    await portal.auth.calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: bjorn.userId, reason: 'fake profile' },
      { caller: admin },
    );
    await until(() => deactivated(bjorn.userId));
    // svc-profile hides the member on the same event; the lists count them without showing them.
    await until(async () => (await lists()).matches.length === 0);
    expect(await lists()).toEqual({ mine: [], me: [], matches: [] });
    const matches = await asMember(portal, anong)(interestCalls.matches, {
      user_id: anong.userId,
      page: 1,
    });
    expect(matches.unavailable).toBe(1);
    expect(
      await serviceFailure(asMember(portal, chai)(interestCalls.create, pair(chai, bjorn))),
    ).toMatchObject({
      code: ErrorCode.NotFound,
      message: Messages.profileUnavailable,
      messageCode: 'profileUnavailable',
    });

    await portal.auth.calls.call(
      authCalls.adminMemberReactivate,
      { user_id: bjorn.userId },
      { caller: admin },
    );
    await until(async () => !(await deactivated(bjorn.userId)));
    await until(async () => (await lists()).matches.length === 1);
    expect(await lists()).toEqual(everywhere);
  }, 30000);
});
