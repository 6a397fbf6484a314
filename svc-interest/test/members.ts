import { randomUUID } from 'node:crypto';
import {
  authCalls,
  durableNameOf,
  membershipEvent,
  profileCalls,
  type CallDefinition,
  type CallInput,
  type Caller,
  type Deployable,
  type EventDefinition,
  type EventPayload,
} from '@dating/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ensureEventStream, eventStreamName, type CallClient } from '@dating/server';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import {
  natsConnection,
  outboxDrained,
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
  /** What the services mail (svc-interest's elsewhere when `interestEnv` names an SMTP_URL). */
  mail: MailCatcher;
  /** A client that seals its calls as another deployable (svc-profile, say). */
  signedAs(name: Deployable): CallClient;
  /** Stops what is still running (a test may have stopped a service already). */
  stop(): Promise<void>;
}

export const requestTimeoutMs = 1000;

export async function startPortal(
  options: { interestEnv?: Record<string, string> } = {},
): Promise<Portal> {
  const [infra, mail] = await Promise.all([startTestInfrastructure(), startMailCatcher()]);
  const authEnv: Record<string, string> = {
    ADMIN_PASSWORD: 'admin-password',
    SMTP_URL: mail.smtpUrl,
  };
  const [auth, profile, interest] = await Promise.all([
    startServiceUnderTest(authService, { infra, env: authEnv }),
    startServiceUnderTest(profileService, { infra, env: { SMTP_URL: mail.smtpUrl } }),
    startServiceUnderTest(interestService, {
      infra,
      env: {
        REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
        SMTP_URL: mail.smtpUrl,
        ...options.interestEnv,
      },
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
      await mail.stop();
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

/** Resolves once `condition` holds, asking again every 20 ms. */
export async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Publishes an event onto the bus as its emitter does; a `msgID` of its own makes a redelivery
 * of the same payload.
 */
export async function publishEvent<Event extends EventDefinition>(
  portal: Portal,
  event: Event,
  payload: EventPayload<Event>,
  msgID: string = randomUUID(),
): Promise<void> {
  const [emitter] = event.emitters;
  if (!emitter) throw new Error(`${event.subject} has no emitter`);
  const nc = await connect(natsConnection(portal.infra, emitter));
  try {
    await jetstream(nc).publish(event.subject, JSON.stringify(event.schema.parse(payload)), {
      msgID,
    });
  } finally {
    await nc.close();
  }
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `member` has a membership until `activeUntil` (30 days on), as svc-billing's approval tells it
 * (membershipEvent), once svc-interest has kept it.
 */
export async function subscribe(
  portal: Portal,
  member: Caller,
  activeUntil = new Date(Date.now() + 30 * dayMs),
): Promise<void> {
  await publishEvent(portal, membershipEvent, {
    user_id: member.userId,
    active_until: activeUntil.toISOString(),
  });
  await until(
    async () =>
      (
        await portal.interest.database.query(
          'SELECT 1 FROM member_membership WHERE user_id = $1 AND active_until >= $2',
          [member.userId, activeUntil],
        )
      ).length > 0,
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

/**
 * Whether the two members have answered each other's interest (both directions active), as
 * svc-interest's database holds it: what interestResponseEvent tells svc-profile.
 */
export async function responded(portal: Portal, a: Caller, b: Caller): Promise<boolean> {
  const [row] = await portal.interest.database.query<{ responded: boolean }>(
    `SELECT count(*) = 2 AS responded FROM interest
      WHERE active_flag = 'Y'
        AND ((user_id = $1 AND user_interest_id = $2) OR (user_id = $2 AND user_interest_id = $1))`,
    [a.userId, b.userId],
  );
  return row?.responded === true;
}

/**
 * `consumer` has handled every `event` svc-interest wrote so far: its outbox is empty and the
 * consumer's durable consumer has nothing left to deliver or waiting for its ack.
 */
export async function handled(
  portal: Portal,
  event: EventDefinition,
  consumer: Deployable,
): Promise<void> {
  await outboxDrained(portal.interest);
  const nc = await connect(natsConnection(portal.infra, consumer));
  try {
    const jsm = await jetstreamManager(nc);
    const durable = durableNameOf(event, consumer);
    await until(async () => {
      const info = await jsm.consumers.info(eventStreamName, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await nc.close();
  }
}
