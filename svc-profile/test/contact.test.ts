import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  billingCalls,
  contactFields,
  durableNameOf,
  interestCalls,
  interestResponseEvent,
  membershipEvent,
  profileCalls,
  type Deployable,
  type EventDefinition,
  type EventPayload,
  type MembershipActiveInput,
  type ProfileView,
  type RespondedInput,
} from '@dating/contracts';
import { eventStreamName } from '@dating/server';
import {
  ManualClock,
  natsConnection,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { defineProfileService } from '../src/service';
import { answerBlocks } from './blocks';
import { asMember, member, sql, userInfo } from './fixtures';
import { startResponder, type Responder } from './responder';

// SPEC.md §4's contact rule as svc-profile keeps it: from svc-billing's and svc-interest's
// events, and for members it has not heard of, from their answers, asked once and kept.

let profile: ServiceUnderTest<ProfileConfig>;
const clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z'));
/** svc-interest's blocked ids (none): svc-profile's member reads fail closed without them. */
let blocks: Responder | undefined;
let billing: Responder | null = null;
let interest: Responder | null = null;

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

/** What svc-billing and svc-interest answer when asked, set per test. */
let membershipAnswer: (input: MembershipActiveInput) => unknown = () => ({
  active: false,
  active_until: null,
});
let responseAnswer: (input: RespondedInput) => unknown = () => ({
  responded: false,
  version: 0,
});

async function startBilling(): Promise<void> {
  billing = await startResponder(
    profile.infra.natsUrl,
    'svc-billing',
    billingCalls.membershipActive,
    (body) => membershipAnswer(body as MembershipActiveInput),
  );
}

async function startInterest(): Promise<void> {
  interest = await startResponder(
    profile.infra.natsUrl,
    'svc-interest',
    interestCalls.respondedGet,
    (body) => responseAnswer(body as RespondedInput),
  );
}

async function stopResponders(): Promise<void> {
  await billing?.stop();
  await interest?.stop();
  billing = null;
  interest = null;
}

/** How many times svc-profile asked svc-billing and svc-interest since the test began. */
const asked = () => ({
  billing: billing?.received.length ?? 0,
  interest: interest?.received.length ?? 0,
});

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

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Publishes as `emitter` does, each time as a new message (as a retried publish would be). */
async function publish<Event extends EventDefinition>(
  emitter: Deployable,
  event: Event,
  payload: EventPayload<Event>,
): Promise<void> {
  const nc = await connect(natsConnection(profile.infra, emitter));
  try {
    await jetstream(nc).publish(event.subject, JSON.stringify(payload), { msgID: randomUUID() });
  } finally {
    await nc.close();
  }
}

const membership = (userId: number, activeUntil: Date) =>
  publish('svc-billing', membershipEvent, {
    user_id: userId,
    active_until: activeUntil.toISOString(),
  });

const response = (userId: number, responded: boolean, version: number) =>
  publish('svc-interest', interestResponseEvent, {
    user_id: owner.userId,
    other_user_id: userId,
    responded,
    version,
  });

/** Every event published so far has been handled and acknowledged by svc-profile. */
async function handled(event: EventDefinition): Promise<void> {
  const nc = await connect(natsConnection(profile.infra, 'svc-profile'));
  try {
    const jsm = await jetstreamManager(nc);
    await until(async () => {
      const info = await jsm.consumers.info(eventStreamName, durableNameOf(event, 'svc-profile'));
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await nc.close();
  }
}

/** A subscriber the owner matched, told by events. */
async function matchedSubscriber() {
  const viewer = await newViewer();
  await membership(viewer.userId, inDays(30));
  await response(viewer.userId, true, 1);
  await handled(membershipEvent);
  await handled(interestResponseEvent);
  return viewer;
}

beforeAll(async () => {
  profile = await startServiceUnderTest(defineProfileService(clock), {
    env: { CONTACT_CHECK_TIMEOUT_MS: '300' },
  });
  blocks = await answerBlocks(profile);
  await asMember(profile, owner)(
    profileCalls.userInfoSave,
    userInfo(1, { ...contact, hidden_fields: ['birthdate'] }),
  );
});

beforeEach(async () => {
  membershipAnswer = () => ({ active: false, active_until: null });
  responseAnswer = () => ({ responded: false, version: 0 });
  await startBilling();
  await startInterest();
});

afterEach(() => stopResponders());

afterAll(async () => {
  await blocks?.stop();
  await profile?.stop();
});

describe("contact details on another member's profile, from the services' events (SPEC.md §4)", () => {
  it('are shown to a subscriber the member responded to, with hidden fields still hidden, asking nobody', async () => {
    const viewer = await matchedSubscriber();
    const view = await viewOf(viewer);
    expectContactsShown(view);
    expect(view.sections.USER_INFO?.hidden).toEqual(['birthdate']);
    expect(view.sections.USER_INFO?.values).not.toHaveProperty('birthdate');
    expect(asked()).toEqual({ billing: 0, interest: 0 });
  });

  it('are withheld from a subscriber the member has not responded to', async () => {
    const viewer = await newViewer();
    await membership(viewer.userId, inDays(30));
    await response(viewer.userId, false, 1);
    await handled(membershipEvent);
    await handled(interestResponseEvent);
    expectNoContacts(await viewOf(viewer));
    expect(asked()).toEqual({ billing: 0, interest: 0 });
  });

  it('are withheld from a viewer without a membership, even when the member responded', async () => {
    const viewer = await newViewer();
    await response(viewer.userId, true, 1);
    await handled(interestResponseEvent);
    // svc-billing knows of no membership: asked once, kept.
    expectNoContacts(await viewOf(viewer));
    expectNoContacts(await viewOf(viewer));
    expect(asked()).toEqual({ billing: 1, interest: 0 });
  });

  it('are withheld once the membership ends, with no event: it ends by time', async () => {
    const viewer = await newViewer();
    await membership(viewer.userId, inDays(1));
    await response(viewer.userId, true, 1);
    await handled(membershipEvent);
    await handled(interestResponseEvent);
    expectContactsShown(await viewOf(viewer));

    clock.advanceDays(1);
    expectNoContacts(await viewOf(viewer));
    expect(asked()).toEqual({ billing: 0, interest: 0 });

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
    await handled(interestResponseEvent);
    await handled(membershipEvent);
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

describe('contact details for members svc-profile has not heard of yet', () => {
  it('are asked of svc-billing and svc-interest once, on the viewer’s behalf, and kept', async () => {
    const viewer = await newViewer();
    membershipAnswer = () => ({ active: true, active_until: inDays(30).toISOString() });
    responseAnswer = () => ({ responded: true, version: 7 });

    expectContactsShown(await viewOf(viewer));
    expectContactsShown(await viewOf(viewer));
    expect(billing?.received).toEqual([
      { issuer: 'svc-profile', caller: viewer, body: { user_id: viewer.userId } },
    ]);
    expect(interest?.received).toEqual([
      {
        issuer: 'svc-profile',
        caller: viewer,
        body: { user_id: viewer.userId, user_interest_id: owner.userId },
      },
    ]);

    // An event older than the answer changes nothing; a newer one does.
    await response(viewer.userId, false, 6);
    await handled(interestResponseEvent);
    expectContactsShown(await viewOf(viewer));
    await response(viewer.userId, false, 8);
    await until(async () => !(await shown(viewer)));
  });

  it('ask only what can still change the answer', async () => {
    const viewer = await newViewer();
    await response(viewer.userId, false, 1);
    await handled(interestResponseEvent);
    expectNoContacts(await viewOf(viewer));
    expect(asked()).toEqual({ billing: 0, interest: 0 });

    const other = await newViewer();
    await membership(other.userId, inDays(-1));
    await handled(membershipEvent);
    expectNoContacts(await viewOf(other));
    expect(asked()).toEqual({ billing: 0, interest: 0 });
  });

  it('are always on the owner’s own profile, without asking anyone', async () => {
    expectContactsShown(await viewOf(owner));
    expect(asked()).toEqual({ billing: 0, interest: 0 });
  });

  it('are withheld, the page still shown, when svc-billing is down, and asked again next time', async () => {
    const viewer = await newViewer();
    membershipAnswer = () => ({ active: true, active_until: inDays(30).toISOString() });
    responseAnswer = () => ({ responded: true, version: 1 });
    await billing?.stop();
    billing = null;
    expectNoContacts(await viewOf(viewer));

    await startBilling();
    expectContactsShown(await viewOf(viewer));
    expect(asked()).toEqual({ billing: 1, interest: 1 });
  });

  it('are withheld when svc-interest is down', async () => {
    const viewer = await newViewer();
    membershipAnswer = () => ({ active: true, active_until: inDays(30).toISOString() });
    await interest?.stop();
    interest = null;
    expectNoContacts(await viewOf(viewer));
    expect(
      await sql(profile, 'SELECT 1 FROM contact_response WHERE other_user_id = $1', [
        viewer.userId,
      ]),
    ).toEqual([]);
  });

  it('are withheld when an answer comes too late or in an unknown shape', async () => {
    const viewer = await newViewer();
    responseAnswer = () => ({ responded: true, version: 1 });
    // Later than CONTACT_CHECK_TIMEOUT_MS (300 ms).
    membershipAnswer = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ active: true, active_until: inDays(30).toISOString() }), 1000),
      );
    expectNoContacts(await viewOf(viewer));

    const other = await newViewer();
    membershipAnswer = () => ({ active: 'yes' });
    expectNoContacts(await viewOf(other));
    expect(
      await sql(profile, 'SELECT 1 FROM contact_membership WHERE user_id = $1', [other.userId]),
    ).toEqual([]);
  });
});
