import { ErrorCode, interestCalls, Messages, type Caller } from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { asMember, join, startPortal, type Portal } from './members';

let portal: Portal;
let anong: Caller;
let bjorn: Caller;
let chai: Caller;

beforeAll(async () => {
  portal = await startPortal();
  [anong, bjorn, chai] = await Promise.all([
    join(portal, 'anong'),
    join(portal, 'bjorn'),
    join(portal, 'chai'),
  ]);
  await asMember(portal, anong)(interestCalls.create, {
    user_id: anong.userId,
    user_interest_id: bjorn.userId,
  });
}, 60000);

afterAll(() => portal?.stop());

const unavailable = {
  code: ErrorCode.Unavailable,
  message: Messages.serviceUnavailable,
  messageCode: 'serviceUnavailable',
};
const myInterest = () => asMember(portal, anong)(interestCalls.list, { user_id: anong.userId });

describe('when the services svc-interest asks do not answer', () => {
  it('answers 503 to an action while svc-auth is down, and stores nothing', async () => {
    await portal.auth.stop();
    const ask = asMember(portal, anong);
    expect(
      await serviceFailure(
        ask(interestCalls.create, { user_id: anong.userId, user_interest_id: chai.userId }),
      ),
    ).toEqual(unavailable);
    expect(
      await serviceFailure(
        asMember(portal, bjorn)(interestCalls.manage, {
          user_id: bjorn.userId,
          user_interest_id: anong.userId,
          action: 'match',
        }),
      ),
    ).toEqual(unavailable);
    expect(
      await portal.interest.database.query('SELECT user_id, user_interest_id FROM interest'),
    ).toEqual([{ user_id: anong.userId, user_interest_id: bjorn.userId }]);
    // Lists need only svc-profile.
    expect((await myInterest()).result.map((card) => card.id)).toEqual([bjorn.userId]);
  });

  it('answers 503 to a list while svc-profile is down; the relation itself still reads', async () => {
    await portal.profile.stop();
    expect(await serviceFailure(myInterest())).toEqual(unavailable);
    expect(
      await asMember(portal, anong)(interestCalls.relationGet, {
        user_id: anong.userId,
        user_interest_id: bjorn.userId,
      }),
    ).toEqual({
      status: 'OK',
      relation: 'interested',
      actions: ['ignore'],
      viewer_subscribed: false,
    });
  });
});
