import {
  interestCalls,
  interestResponseEvent,
  type Caller,
  type EventPayload,
} from '@dating/contracts';
import { outboxDrained, publishedEvents } from '@dating/testing';
import {
  asMember,
  joinNew,
  type Portal,
  responded,
  startPortal,
  whileEventsRefused,
} from './members';

// What svc-interest tells svc-profile about a pair's response (their contact details depend on
// it): every start and end of a match, numbered in the order the pair changed.

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
}, 60000);

afterAll(() => portal?.stop());

/** A fresh member with a unique username (their profile name is the username). */
const newMember = (name: string) => joinNew(portal, name);

const pair = (viewer: Caller, other: Caller) => ({
  user_id: viewer.userId,
  user_interest_id: other.userId,
});
const interest = (viewer: Caller, other: Caller) =>
  asMember(portal, viewer)(interestCalls.create, pair(viewer, other));
const manage = (viewer: Caller, other: Caller, action: 'match' | 'ignore') =>
  asMember(portal, viewer)(interestCalls.manage, { ...pair(viewer, other), action });
const block = (blocker: Caller, blocked: Caller) =>
  asMember(portal, blocker)(interestCalls.block, {
    user_id: blocker.userId,
    blocked_user_id: blocked.userId,
  });

/** The events about the two members, oldest first, once all so far were published. */
async function told(a: Caller, b: Caller): Promise<EventPayload<typeof interestResponseEvent>[]> {
  await outboxDrained(portal.interest);
  const ids = [a.userId, b.userId];
  return (await publishedEvents(portal.infra, interestResponseEvent)).filter(
    (event) => ids.includes(event.user_id) && ids.includes(event.other_user_id),
  );
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const versions = (events: { version: number }[]) => events.map((event) => event.version);

describe("a pair's response, told to svc-profile", () => {
  it('is told when a match starts and when an unmatch ends it, not for an interest alone', async () => {
    const [anong, bjorn] = [await newMember('anong'), await newMember('bjorn')];
    await interest(anong, bjorn);
    expect(await told(anong, bjorn)).toEqual([]);

    await manage(bjorn, anong, 'match');
    const matched = await responded(portal, anong, bjorn);
    await manage(anong, bjorn, 'ignore');

    const events = await told(anong, bjorn);
    expect(events).toEqual([
      {
        user_id: bjorn.userId,
        other_user_id: anong.userId,
        responded: true,
        version: expect.any(Number),
      },
      {
        user_id: anong.userId,
        other_user_id: bjorn.userId,
        responded: false,
        version: expect.any(Number),
      },
    ]);
    // Matched between the two events, and no longer after; the end is numbered after the start.
    expect(matched).toBe(true);
    expect(await responded(portal, anong, bjorn)).toBe(false);
    const [start, end] = versions(events);
    expect(start).toBeLessThan(end ?? 0);
  });

  it('is told when a block ends a match', async () => {
    const [chai, dag] = [await newMember('chai'), await newMember('dag')];
    await interest(chai, dag);
    await manage(dag, chai, 'match');
    await block(dag, chai);
    expect((await told(chai, dag)).map((event) => event.responded)).toEqual([true, false]);
    expect(await responded(portal, chai, dag)).toBe(false);
  });

  it('is kept by svc-profile for its contact details', async () => {
    const [erik, fah] = [await newMember('erik'), await newMember('fah')];
    await interest(erik, fah);
    await manage(fah, erik, 'match');
    const [low, high] = [erik.userId, fah.userId].sort((a, b) => a - b);
    const kept = () =>
      portal.profile.database.query<{ responded: boolean }>(
        'SELECT responded FROM contact_response WHERE user_id = $1 AND other_user_id = $2',
        [low, high],
      );
    await until(async () => (await kept()).length > 0);
    expect(await kept()).toEqual([{ responded: true }]);
  });

  it('keeps an unmatch made while the stream takes no events, and tells it once it does', async () => {
    const [gun, hom] = [await newMember('gun'), await newMember('hom')];
    await interest(gun, hom);
    await manage(hom, gun, 'match');
    await whileEventsRefused(portal, async () => {
      expect(await manage(gun, hom, 'ignore')).toMatchObject({ status: 'OK', relation: 'none' });
      expect(await responded(portal, gun, hom)).toBe(false);
    });
    expect((await told(gun, hom)).map((event) => event.responded)).toEqual([true, false]);
  });
});
