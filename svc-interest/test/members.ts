import {
  authCalls,
  interestCalls,
  profileCalls,
  type CallDefinition,
  type CallInput,
  type Caller,
  type Deployable,
} from '@dating/contracts';
import { connect } from '@nats-io/transport-node';
import { ensureEventStream, eventStreamName, type CallClient } from '@dating/server';
import { type BillingConfig } from '@dating/svc-billing';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import {
  natsConnection,
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  storedUpload,
  testCallClient,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { interestService, type InterestConfig } from '../src';

/** svc-interest with the real svc-auth and svc-profile beside it, on one NATS. */
export interface Portal {
  infra: TestInfrastructure;
  auth: ServiceUnderTest<AuthConfig>;
  profile: ServiceUnderTest<ProfileConfig>;
  interest: ServiceUnderTest<InterestConfig>;
  /** What svc-auth mails, when started with `{ mail: true }`. */
  mail: MailCatcher | null;
  /** A client that seals its calls as another deployable (svc-profile, say). */
  signedAs(name: Deployable): CallClient;
  /** Stops what is still running (a test may have stopped a service already). */
  stop(): Promise<void>;
}

export const requestTimeoutMs = 1000;

export async function startPortal(
  options: { mail?: boolean; interestEnv?: Record<string, string> } = {},
): Promise<Portal> {
  const [infra, mail] = await Promise.all([
    startTestInfrastructure(),
    options.mail ? startMailCatcher() : null,
  ]);
  const authEnv: Record<string, string> = { ADMIN_PASSWORD: 'admin-password' };
  if (mail) authEnv['SMTP_URL'] = mail.smtpUrl;
  const [auth, profile, interest] = await Promise.all([
    startServiceUnderTest(authService, { infra, env: authEnv }),
    startServiceUnderTest(profileService, { infra }),
    startServiceUnderTest(interestService, {
      infra,
      env: { REQUEST_TIMEOUT_MS: String(requestTimeoutMs), ...options.interestEnv },
    }),
  ]);
  const running = new Set<ServiceUnderTest<unknown>>([auth, profile, interest]);
  const stopOnce = (service: ServiceUnderTest<unknown>) => {
    if (!running.delete(service)) return Promise.resolve();
    return service.stop();
  };
  const signers = new Map<Deployable, ReturnType<typeof testCallClient>>();
  return {
    infra,
    auth: { ...auth, stop: () => stopOnce(auth) },
    profile: { ...profile, stop: () => stopOnce(profile) },
    interest: { ...interest, stop: () => stopOnce(interest) },
    mail,
    signedAs(name) {
      const signer = signers.get(name) ?? testCallClient(infra, name);
      signers.set(name, signer);
      return signer.calls;
    },
    async stop() {
      await Promise.all([...signers.values()].map((signer) => signer.close()));
      await Promise.all([...running].map((service) => stopOnce(service)));
      await infra.stop();
      await mail?.stop();
    },
  };
}

/**
 * A member with an account in svc-auth, and a visible User Information and a first photo in
 * svc-profile (the home page's cards show only members with one).
 */
export async function join(portal: Portal, username: string): Promise<Caller> {
  const { user_id: userId } = await portal.auth.calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery',
  });
  const caller: Caller = { userId, username, role: 'U' };
  await portal.profile.calls.call(
    profileCalls.userInfoSave,
    {
      user_id: userId,
      name: username,
      gender: 'F',
      birthdate: '1995-04-12',
      country: 'Thailand',
    },
    { caller },
  );
  const photo = await storedUpload(portal.profile.config, userId);
  await portal.profile.calls.call(
    profileCalls.photoSave,
    { user_id: userId, img_seq: 1, img_file: photo },
    { caller },
  );
  return caller;
}

let joined = 0;
/** `join` with a username no other member of the test file has: `name` and a number. */
export function joinNew(portal: Portal, name: string): Promise<Caller> {
  joined += 1;
  return join(portal, `${name}${joined}`);
}

/** An approved order and its membership for `member`, as svc-billing's approval stores them. */
export async function recordMembership(
  billing: ServiceUnderTest<BillingConfig>,
  member: Caller,
): Promise<void> {
  const [order] = await billing.database.query<{ purchase_id: number; package_id: number }>(
    `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
                                 purchase_date, purchase_status, purchase_approve_date, lang,
                                 create_user, create_process)
     SELECT $1, $2, package_id, price, duration_days, now(), 'AP', now(), 'en', 'test', 'test'
       FROM package ORDER BY package_id LIMIT 1
     RETURNING purchase_id, package_id`,
    [member.userId, member.username],
  );
  await billing.database.query(
    `INSERT INTO user_member (user_id, purchase_id, package_id, member_status, member_start,
                              member_end, create_user, create_process)
     VALUES ($1, $2, $3, 'N', now(), now() + interval '30 days', 'test', 'test')`,
    [member.userId, order?.purchase_id, order?.package_id],
  );
}

/**
 * Runs `work` while the durable events' stream takes none of svc-interest's events (only
 * svc-auth's), as when JetStream cannot store them; the stream is put back afterwards.
 */
export async function whileEventsRefused(portal: Portal, work: () => Promise<void>): Promise<void> {
  const nc = await connect(natsConnection(portal.infra, 'svc-interest'));
  try {
    const jsm = await ensureEventStream(nc);
    const { config } = await jsm.streams.info(eventStreamName);
    await jsm.streams.update(eventStreamName, { ...config, subjects: ['events.auth.>'] });
    try {
      await work();
    } finally {
      await jsm.streams.update(eventStreamName, config);
    }
  } finally {
    await nc.close();
  }
}

/** Calls svc-interest as `caller`, the way the gateway passes a member's request on. */
export function asMember(portal: Portal, caller: Caller) {
  return <Call extends CallDefinition>(call: Call, input: CallInput<Call>) =>
    portal.interest.calls.call(call, input, { caller });
}

/** Shows or hides a member's profile, as they would themselves. */
export function setVisibility(portal: Portal, member: Caller, active_flag: 'Y' | 'N') {
  return portal.profile.calls.call(
    profileCalls.visibilitySet,
    { user_id: member.userId, active_flag },
    { caller: member },
  );
}

/** Asks what svc-profile asks before it shows contact details: sealed as svc-profile. */
export function responded(portal: Portal, viewer: Caller, viewed: Caller) {
  return portal
    .signedAs('svc-profile')
    .call(interestCalls.respondedGet, { user_id: viewer.userId, user_interest_id: viewed.userId });
}
