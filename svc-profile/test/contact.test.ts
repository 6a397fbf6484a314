import {
  contactFields,
  interestResponseEvent,
  membershipEvent,
  profileCalls,
  type ProfileView,
} from '@dating/contracts';
import { ManualClock, startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { defineProfileService } from '../src/service';
import { handled, publishEvent, until } from './events';
import { asMember, member, sql, userInfo } from './fixtures';

// SPEC.md §4's contact rule as svc-profile keeps it: only from svc-billing's and svc-interest's
// events. No other service runs here: svc-profile never asks them.

let profile: ServiceUnderTest<ProfileConfig>;
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));

const owner = member(1, 'malee');
const contact = {
  c_email: 'malee.private@example.com',
  line: 'malee-line-id',
  whats_app: '+66 81 111 2222',
  facebook: 'facebook.com/malee.private',
  phone: '081 333 4444',
};
const dayMs = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(clock.now().getTime() + days * dayMs);

let viewers = 1;
/** A member with User Information of their own, new to every test. */
async function newViewer() {
  viewers += 1;
  const viewer = member(viewers, `viewer${viewers}`);
  await asMember(profile, viewer)(profileCalls.userInfoSave, userInfo(viewer.userId));
  return viewer;
}

const viewOf = async (viewer: typeof owner): Promise<ProfileView> =>
  (await asMember(profile, viewer)(profileCalls.viewGet, { user_id: owner.userId })).profile;

const shown = async (viewer: typeof owner) => (await viewOf(viewer)).contact_visible;

function expectContactsShown(view: ProfileView): void {
  expect(view.contact_visible).toBe(true);
  expect(view.sections.USER_INFO?.values).toMatchObject(contact);
}

function expectNoContacts(view: ProfileView): void {
  expect(view.contact_visible).toBe(false);
  expect(view.sections.USER_INFO?.values).toMatchObject({ name: 'Malee' });
  const text = JSON.stringify(view);
  for (const field of contactFields) expect(text).not.toContain(`"${field}"`);
  for (const value of Object.values(contact)) expect(text).not.toContain(value);
}

const membership = (userId: number, activeUntil: Date) =>
  publishEvent(profile, membershipEvent, {
    user_id: userId,
    active_until: activeUntil.toISOString(),
  });

const response = (userId: number, responded: boolean, version: number) =>
  publishEvent(profile, interestResponseEvent, {
    user_id: owner.userId,
    other_user_id: userId,
    responded,
    version,
  });

/** A subscriber the owner matched, told by events. */
async function matchedSubscriber() {
  const viewer = await newViewer();
  await membership(viewer.userId, inDays(30));
  await response(viewer.userId, true, 1);
  await handled(profile, membershipEvent);
  await handled(profile, interestResponseEvent);
  return viewer;
}

beforeAll(async () => {
  profile = await startServiceUnderTest(defineProfileService(clock));
  await asMember(profile, owner)(
    profileCalls.userInfoSave,
    userInfo(1, { ...contact, hidden_fields: ['birthdate'] }),
  );
});

afterAll(() => profile?.stop());

describe("contact details on another member's profile, from the services' events (SPEC.md §4)", () => {
  it('are shown to a subscriber the member responded to, with hidden fields still hidden', async () => {
    const viewer = await matchedSubscriber();
    const view = await viewOf(viewer);
    expectContactsShown(view);
    expect(view.sections.USER_INFO?.hidden).toEqual(['birthdate']);
    expect(view.sections.USER_INFO?.values).not.toHaveProperty('birthdate');
  });

  it('are withheld from a subscriber the member has not responded to', async () => {
    const viewer = await newViewer();
    await membership(viewer.userId, inDays(30));
    await response(viewer.userId, false, 1);
    await handled(profile, membershipEvent);
    await handled(profile, interestResponseEvent);
    expectNoContacts(await viewOf(viewer));
  });

  it('are withheld from a viewer without a membership, even when the member responded', async () => {
    const viewer = await newViewer();
    await response(viewer.userId, true, 1);
    await handled(profile, interestResponseEvent);
    // No membershipEvent told of one: none.
    expectNoContacts(await viewOf(viewer));
  });

  it('are withheld once the membership ends, with no event: it ends by time', async () => {
    const viewer = await newViewer();
    await membership(viewer.userId, inDays(1));
    await response(viewer.userId, true, 1);
    await handled(profile, membershipEvent);
    await handled(profile, interestResponseEvent);
    expectContactsShown(await viewOf(viewer));

    clock.advanceDays(1);
    expectNoContacts(await viewOf(viewer));

    // A renewal moves the end later.
    await membership(viewer.userId, inDays(30));
    await until(() => shown(viewer));
  });

  it('are withheld again when the response is undone (an unmatch or a block)', async () => {
    const viewer = await matchedSubscriber();
    await response(viewer.userId, false, 2);
    await until(async () => !(await shown(viewer)));
    expectNoContacts(await viewOf(viewer));
  });

  it('keep the newest state when events come again or out of order', async () => {
    const viewer = await matchedSubscriber();
    await response(viewer.userId, false, 3);
    await until(async () => !(await shown(viewer)));

    // The match again (redelivered), and an older end of the membership.
    await response(viewer.userId, true, 1);
    await response(viewer.userId, true, 3);
    await membership(viewer.userId, inDays(2));
    await handled(profile, interestResponseEvent);
    await handled(profile, membershipEvent);
    expectNoContacts(await viewOf(viewer));
    expect(
      await sql(
        profile,
        'SELECT responded, version::int FROM contact_response WHERE other_user_id = $1',
        [viewer.userId],
      ),
    ).toEqual([{ responded: false, version: 3 }]);

    // The older end did not shorten the membership.
    await response(viewer.userId, true, 4);
    await until(() => shown(viewer));
    clock.advanceDays(3);
    expect(await shown(viewer)).toBe(true);
  });
});

describe('contact details for a viewer no event has told of', () => {
  it('are withheld: an unknown membership is none, an unknown response is none', async () => {
    const stranger = await newViewer();
    expectNoContacts(await viewOf(stranger));

    // A membership alone, the response still unknown.
    const subscriber = await newViewer();
    await membership(subscriber.userId, inDays(30));
    await handled(profile, membershipEvent);
    expectNoContacts(await viewOf(subscriber));

    // Once the response is told, the same viewer sees them.
    await response(subscriber.userId, true, 1);
    await until(() => shown(subscriber));
    expectContactsShown(await viewOf(subscriber));
  });

  it('are always on the owner’s own profile', async () => {
    expectContactsShown(await viewOf(owner));
  });
});
