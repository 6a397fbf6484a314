import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Messages, profileCalls } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { startEdgeUnderTest, type Answer, type EdgeUnderTest } from './gateway-under-test';

const timeoutMs = 3000;
const limit = 4;

let edge: EdgeUnderTest;
let member: { token: string; userId: number };
let profile: ServiceUnderTest<ProfileConfig> | undefined;

beforeAll(async () => {
  edge = await startEdgeUnderTest({
    REQUEST_TIMEOUT_MS: String(timeoutMs),
    MAX_IN_FLIGHT_PER_ROUTE: String(limit),
  });
  member = await edge.gateway.register('patient');
}, 60000);

afterAll(async () => {
  await profile?.stop();
  await edge?.stop();
});

const readProfile = () =>
  edge.gateway.call('POST', '/api/get-profile', {
    token: member.token,
    body: { user_id: member.userId },
  });

async function until(condition: () => boolean, timeout = 10000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not so after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** svc-profile as a slow dependency: it takes every request and answers none. */
async function silentProfile(): Promise<{ taken: () => number; connection: NatsConnection }> {
  const connection = await connect({ servers: edge.infra.natsUrl });
  let taken = 0;
  connection.subscribe(profileCalls.viewGet.subject, {
    queue: 'svc-profile',
    callback: () => {
      taken += 1;
    },
  });
  await connection.flush();
  return { taken: () => taken, connection };
}

/** The limit's calls reach the silent service and wait; the next ones are refused at once. */
async function refusesBeyondTheLimit(taken: () => number): Promise<void> {
  let settled = 0;
  const held = Array.from({ length: limit }, () =>
    readProfile().finally(() => {
      settled += 1;
    }),
  );
  await until(() => taken() === limit);

  const refused: Answer[] = await Promise.all(Array.from({ length: 3 }, readProfile));
  const other = await edge.gateway.call('POST', '/api/authen', {
    body: {},
    token: member.token,
  });
  // All of that while the held calls still wait for their timeout.
  expect(settled).toBe(0);
  for (const answer of refused) {
    expect(answer).toMatchObject({
      status: 503,
      body: { status: 'FAILED', message: Messages.serviceUnavailable, code: 'serviceUnavailable' },
    });
    expect(answer.headers.get('retry-after')).toBe('1');
  }
  expect(taken()).toBe(limit);
  expect(other).toMatchObject({ status: 200, body: { status: 'OK' } });

  const timedOut = await Promise.all(held);
  expect(timedOut.map((answer) => answer.status)).toEqual(Array(limit).fill(503));
  expect(timedOut.every((answer) => answer.headers.get('retry-after') === null)).toBe(true);
}

describe('a route whose service never answers', () => {
  it('holds at most the limit of calls; more get 503 at once, other routes answer', async () => {
    const silent = await silentProfile();
    try {
      await refusesBeyondTheLimit(silent.taken);
    } finally {
      await silent.connection.close();
    }
  });

  it('serves the route again once those calls have ended', async () => {
    profile = await startServiceUnderTest(profileService, { infra: edge.infra });
    for (let call = 0; call <= limit; call += 1) expect((await readProfile()).status).toBe(200);
  }, 60000);
});
