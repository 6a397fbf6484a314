import {
  ErrorCode,
  interestBlockEvent,
  interestCalls,
  profileCalls,
  type Caller,
  type EventPayload,
  MessageCode,
  said,
} from '@dating/contracts';
import { outboxDrained, publishedEvents, serviceFailure } from '@dating/testing';
import { asMember, joinNew, type Portal, startPortal, whileEventsRefused } from './members';

// What svc-interest tells svc-profile of blocks (it hides blocked members from its reads): every
// block and unblock, numbered under the pair's lock, the version kept on the block's row.

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
}, 60000);

afterAll(() => portal?.stop());

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

const block = (blocker: Caller, blocked: Caller) =>
  asMember(portal, blocker)(interestCalls.block, {
    user_id: blocker.userId,
    blocked_user_id: blocked.userId,
  });
const unblock = (blocker: Caller, blocked: Caller) =>
  asMember(portal, blocker)(interestCalls.unblock, {
    user_id: blocker.userId,
    blocked_user_id: blocked.userId,
  });

/** The block events between the two members, oldest first, once all so far were published. */
async function told(a: Caller, b: Caller): Promise<EventPayload<typeof interestBlockEvent>[]> {
  await outboxDrained(portal.interest);
  const ids = [a.userId, b.userId];
  return (await publishedEvents(portal.infra, interestBlockEvent)).filter(
    (event) => ids.includes(event.blocker_id) && ids.includes(event.blocked_id),
  );
}

/**
 * Every block between the member and another, either direction, lifted ones too, as
 * svc-interest's member_block keeps them: each at the version of its last change.
 */
const blocksOf = (member: Caller) =>
  portal.interest.database.query<EventPayload<typeof interestBlockEvent>>(
    `SELECT user_id AS blocker_id, blocked_user_id AS blocked_id, active_flag = 'Y' AS blocked,
            version::int AS version
       FROM member_block WHERE $1 IN (user_id, blocked_user_id) ORDER BY block_id`,
    [member.userId],
  );

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('blocks, told to svc-profile', () => {
  it('tells each block and unblock with a version that grows, and keeps the lifted block at its version', async () => {
    const [anong, bjorn] = [await newMember('anong'), await newMember('bjorn')];
    await block(anong, bjorn);
    // Blocking again changes nothing and tells nothing.
    await block(anong, bjorn);
    await unblock(anong, bjorn);
    const events = await told(anong, bjorn);
    expect(events).toEqual([
      {
        blocker_id: anong.userId,
        blocked_id: bjorn.userId,
        blocked: true,
        version: expect.any(Number),
      },
      {
        blocker_id: anong.userId,
        blocked_id: bjorn.userId,
        blocked: false,
        version: expect.any(Number),
      },
    ]);
    const [made, lifted] = events.map((event) => event.version);
    expect(made).toBeLessThan(lifted ?? 0);
    // The lifted block stays, one row at the version last told, seen from either member.
    const pair = {
      blocker_id: anong.userId,
      blocked_id: bjorn.userId,
      blocked: false,
      version: lifted,
    };
    expect(await blocksOf(anong)).toEqual([pair]);
    expect(await blocksOf(bjorn)).toEqual([pair]);
  });

  it('tells the block a report makes', async () => {
    const [chai, dag] = [await newMember('chai'), await newMember('dag')];
    await asMember(portal, chai)(interestCalls.report, {
      user_id: chai.userId,
      reported_user_id: dag.userId,
      reason: 'scam',
    });
    expect(await told(chai, dag)).toMatchObject([
      { blocker_id: chai.userId, blocked_id: dag.userId, blocked: true },
    ]);
  });

  it('is kept by svc-profile: the two no longer find each other, and again after the unblock', async () => {
    const [erik, fah] = [await newMember('erik'), await newMember('fah')];
    const profileOf = (viewer: Caller, other: Caller) =>
      portal.profile.calls.call(
        profileCalls.viewGet,
        { user_id: other.userId },
        { caller: viewer },
      );
    /** `other`'s profile is 'not available' to `viewer`; false when it shows. */
    const hiddenFrom = (viewer: Caller, other: Caller) =>
      profileOf(viewer, other).then(
        () => false,
        (error: unknown) =>
          serviceFailure(Promise.reject(error)).then(
            (failure) => failure.code === ErrorCode.NotFound,
          ),
      );
    expect((await profileOf(erik, fah)).profile.user_id).toBe(fah.userId);
    await block(fah, erik);
    await until(() => hiddenFrom(erik, fah));
    await until(() => hiddenFrom(fah, erik));
    await unblock(fah, erik);
    await until(async () => !(await hiddenFrom(erik, fah)));
  });

  it('keeps a block made while the stream takes no events, and tells it once it does', async () => {
    const [gun, hom] = [await newMember('gun'), await newMember('hom')];
    await whileEventsRefused(portal, async () => {
      expect(await block(gun, hom)).toEqual({ status: 'OK', ...said(MessageCode.memberBlocked) });
    });
    const [event] = await told(gun, hom);
    expect(event).toEqual({
      blocker_id: gun.userId,
      blocked_id: hom.userId,
      blocked: true,
      version: expect.any(Number),
    });
    expect(await blocksOf(gun)).toEqual([event]);
  });
});
