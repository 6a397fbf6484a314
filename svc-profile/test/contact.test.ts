import {
  billingCalls,
  contactFields,
  interestCalls,
  profileCalls,
  type MembershipActiveInput,
  type ProfileView,
  type RespondedInput,
} from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { type ProfileConfig } from '../src/config';
import { profileService } from '../src/service';
import { asMember, member, userInfo } from './fixtures';
import { answerBlocks } from './blocks';
import { startResponder, type Responder } from './responder';

let profile: ServiceUnderTest<ProfileConfig>;
/** svc-interest's blocked ids (none): svc-profile's member reads fail closed without them. */
let blocks: Responder | undefined;
let billing: Responder | null = null;
let interest: Responder | null = null;

const owner = member(1, 'malee');
const viewer = member(2, 'erik');
const contact = {
  c_email: 'malee.private@example.com',
  line: 'malee-line-id',
  whats_app: '+66 81 111 2222',
  facebook: 'facebook.com/malee.private',
  phone: '081 333 4444',
};

/** What svc-billing and svc-interest would say, set per test. */
const subscribers = new Set<number>();
const responses = new Set<string>();
let membershipAnswer = (input: MembershipActiveInput): unknown => ({
  active: subscribers.has(input.user_id),
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
    (body) => {
      const input = body as RespondedInput;
      return { responded: responses.has(`${input.user_id}>${input.user_interest_id}`) };
    },
  );
}

async function stopResponders(): Promise<void> {
  await billing?.stop();
  await interest?.stop();
  billing = null;
  interest = null;
}

const viewOf = async (caller: typeof owner, userId = 1): Promise<ProfileView> =>
  (await asMember(profile, caller)(profileCalls.viewGet, { user_id: userId })).profile;

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

beforeAll(async () => {
  profile = await startServiceUnderTest(profileService, {
    env: { CONTACT_CHECK_TIMEOUT_MS: '300' },
  });
  blocks = await answerBlocks(profile);
  await asMember(profile, owner)(
    profileCalls.userInfoSave,
    userInfo(1, { ...contact, hidden_fields: ['birthdate'] }),
  );
  await asMember(profile, viewer)(profileCalls.userInfoSave, userInfo(2, { name: 'Erik' }));
});

beforeEach(async () => {
  subscribers.clear();
  responses.clear();
  membershipAnswer = (input) => ({ active: subscribers.has(input.user_id) });
  await startBilling();
  await startInterest();
});

afterEach(() => stopResponders());

afterAll(async () => {
  await blocks?.stop();
  await profile?.stop();
});

describe("contact details on another member's profile (SPEC.md §4)", () => {
  it('are withheld from a viewer without a membership, even when the member responded', async () => {
    responses.add('2>1');
    expectNoContacts(await viewOf(viewer));
  });

  it('are withheld from a subscriber the member has not responded to', async () => {
    subscribers.add(2);
    responses.add('1>2');
    expectNoContacts(await viewOf(viewer));
  });

  it('are shown to a subscriber the member responded to, with hidden fields still hidden', async () => {
    subscribers.add(2);
    responses.add('2>1');
    const view = await viewOf(viewer);
    expectContactsShown(view);
    expect(view.sections.USER_INFO?.hidden).toEqual(['birthdate']);
    expect(view.sections.USER_INFO?.values).not.toHaveProperty('birthdate');

    // Both services were asked about this viewer and this member, by svc-profile on the
    // viewer's behalf.
    expect(billing?.received).toEqual([
      { issuer: 'svc-profile', caller: viewer, body: { user_id: 2 } },
    ]);
    expect(interest?.received).toEqual([
      { issuer: 'svc-profile', caller: viewer, body: { user_id: 2, user_interest_id: 1 } },
    ]);
  });

  it('are always on the owner’s own profile, without asking anyone', async () => {
    await stopResponders();
    expectContactsShown(await viewOf(owner));
  });

  it('are withheld, and the page still shows, when svc-billing is not running', async () => {
    subscribers.add(2);
    responses.add('2>1');
    await billing?.stop();
    billing = null;
    expectNoContacts(await viewOf(viewer));
  });

  it('are withheld when svc-billing answers too late or in an unknown shape', async () => {
    subscribers.add(2);
    responses.add('2>1');
    // Later than CONTACT_CHECK_TIMEOUT_MS (300 ms).
    membershipAnswer = () =>
      new Promise((resolve) => setTimeout(() => resolve({ active: true }), 1000));
    expectNoContacts(await viewOf(viewer));

    membershipAnswer = () => ({ active: 'yes' });
    expectNoContacts(await viewOf(viewer));
  });

  it('are withheld when svc-interest is not running', async () => {
    subscribers.add(2);
    responses.add('2>1');
    await interest?.stop();
    interest = null;
    expectNoContacts(await viewOf(viewer));
  });
});
