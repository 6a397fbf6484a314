import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import { defineCall, ErrorCode, type CallDefinition, type ServiceError } from '@dating/contracts';
import { startNatsServer, type RunningServer } from '@dating/testing';
import { serviceErrorOf } from '../errors';
import { natsConnectionOptions } from '../nats-connection';
import { ServiceClient } from '../service-client';
import { type CallMessage } from './admission';
import { verifyAssertion } from './assertion';
import { CallClient } from './call-client';
import { BusIdentity, generateIdentity, parseTrustedKeys } from './identity';

// A replica SIGKILLed while it holds a request never answers it. Reads are asked again of
// another replica in the same queue group; writes are not (issue 17).

const timeoutMs = 1000;
const queue = 'svc-profile';
const gateway = generateIdentity();
const profile = generateIdentity();
const trusted = parseTrustedKeys(`gateway=${gateway.publicKey},svc-profile=${profile.publicKey}`);

const echo = { input: z.object({ n: z.number() }), output: z.object({ n: z.number() }) };
const readCall = defineCall({
  subject: 'profile.retry.get',
  access: 'visitor',
  reads: true,
  ...echo,
  summary: 'a read',
});
const writeCall = defineCall({
  subject: 'profile.retry.save',
  access: 'visitor',
  ...echo,
  summary: 'a write',
});

/** A request as Nest's NATS client sends it, and the reply it waits for. */
const requestSchema = z.object({ id: z.string(), data: z.unknown() });
type Reply = { response: unknown } | { err: ServiceError };

let scratch: string;
let nats: RunningServer;
let replicas: NatsConnection;
let transport: ServiceClient;
let calls: CallClient;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'read-retry-'));
  nats = await startNatsServer({ storeDir: scratch });
  replicas = await connect({ servers: nats.url });
  transport = new ServiceClient({
    nats: natsConnectionOptions({ NATS_URL: nats.url }, 'gateway'),
    timeoutMs,
  });
  calls = new CallClient(transport, new BusIdentity('gateway', gateway.seed, trusted));
});

afterAll(async () => {
  await transport?.onApplicationShutdown();
  await replicas?.close();
  await nats?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function callMessageOf(message: Msg): CallMessage {
  return requestSchema.parse(message.json()).data as CallMessage;
}

/** A replica that takes the next request of the queue group and dies holding it. */
async function dyingReplica(call: CallDefinition): Promise<{ taken: Promise<CallMessage> }> {
  let took: (message: CallMessage) => void = () => undefined;
  const taken = new Promise<CallMessage>((resolve) => (took = resolve));
  replicas.subscribe(call.subject, {
    queue,
    max: 1,
    callback: (_error, message) => took(callMessageOf(message)),
  });
  await replicas.flush();
  return { taken };
}

/** A replica that answers every request it takes with `reply`, keeping what it received. */
async function answeringReplica(
  call: CallDefinition,
  reply: (body: unknown) => Reply,
): Promise<CallMessage[]> {
  const received: CallMessage[] = [];
  replicas.subscribe(call.subject, {
    queue,
    callback: (_error, message) => {
      const request = requestSchema.parse(message.json());
      const sent = request.data as CallMessage;
      received.push(sent);
      message.respond(JSON.stringify({ id: request.id, isDisposed: true, ...reply(sent.body) }));
    },
  });
  await replicas.flush();
  return received;
}

/** Everything sent to the replicas so far has reached them. */
const delivered = () => replicas.flush();

async function failureOf(answer: Promise<unknown>): Promise<ServiceError | null> {
  try {
    await answer;
    return null;
  } catch (error) {
    return serviceErrorOf(error);
  }
}

// Each test asks its own subject, so replicas a test leaves behind take nothing of the next.
afterEach(() => jest.restoreAllMocks());

describe('a read whose replica dies holding it', () => {
  it('is asked again, freshly signed, of the other replica and answered within the timeout', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn');
    const call = { ...readCall, subject: 'profile.retry-one.get' };
    const dying = await dyingReplica(call);
    const started = Date.now();
    const answer = calls.relay(call, { n: 7 });
    const lost = await dying.taken;
    const received = await answeringReplica(call, (body) => ({ response: body }));

    await expect(answer).resolves.toEqual({ n: 7 });
    const tookMs = Date.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(timeoutMs / 2);
    expect(tookMs).toBeLessThan(timeoutMs);
    expect(received).toHaveLength(1);
    const [retried] = received as [CallMessage];
    expect(retried.assertion).not.toBe(lost.assertion);
    expect(
      verifyAssertion(
        retried.assertion,
        { sub: call.subject, body: { n: 7 } },
        new BusIdentity('svc-profile', profile.seed, trusted),
        Date.now(),
      ).iss,
    ).toBe('gateway');
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ subject: call.subject }));
  });

  it('is asked once only: with no answer again, it fails UNAVAILABLE at the timeout', async () => {
    const call = { ...readCall, subject: 'profile.retry-two.get' };
    const first = await dyingReplica(call);
    const started = Date.now();
    const answer = failureOf(calls.relay(call, { n: 1 }));
    await first.taken;
    const second = await dyingReplica(call);
    await second.taken;
    const received = await answeringReplica(call, (body) => ({ response: body }));

    expect((await answer)?.code).toBe(ErrorCode.Unavailable);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs);
    await delivered();
    expect(received).toEqual([]);
  });
});

describe('a write whose replica dies holding it', () => {
  it('fails UNAVAILABLE at the timeout and is never sent twice', async () => {
    const dying = await dyingReplica(writeCall);
    const started = Date.now();
    const answer = failureOf(calls.relay(writeCall, { n: 3 }));
    await dying.taken;
    const received = await answeringReplica(writeCall, (body) => ({ response: body }));

    expect((await answer)?.code).toBe(ErrorCode.Unavailable);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs);
    await delivered();
    expect(received).toEqual([]);
  });
});

describe('a read that is answered or has nobody to ask', () => {
  it("passes the service's error on without asking again", async () => {
    const call = { ...readCall, subject: 'profile.retry-error.get' };
    const received = await answeringReplica(call, () => ({
      err: { code: ErrorCode.NotFound, message: 'Not found', messageCode: 'notFound' },
    }));

    expect(await failureOf(calls.relay(call, { n: 4 }))).toEqual({
      code: ErrorCode.NotFound,
      message: 'Not found',
      messageCode: 'notFound',
    });
    await delivered();
    expect(received).toHaveLength(1);
  });

  it('fails UNAVAILABLE at once when no replica listens', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn');
    const started = Date.now();
    const failure = await failureOf(
      calls.relay({ ...readCall, subject: 'profile.retry-nobody.get' }, { n: 5 }),
    );
    expect(failure?.code).toBe(ErrorCode.Unavailable);
    expect(Date.now() - started).toBeLessThan(timeoutMs / 2);
    expect(warned).not.toHaveBeenCalled();
  });
});
