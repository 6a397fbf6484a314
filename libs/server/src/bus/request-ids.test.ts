import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Logger, type INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import { defineCall } from '@dating/contracts';
import { startNatsServer, type RunningServer } from '@dating/testing';
import { createLogger, NestJsonLogger } from '../logger';
import { startService } from '../microservice';
import { natsConnectionOptions } from '../nats-connection';
import { withRequestId } from '../request-id';
import { ServiceClient } from '../service-client';
import { type CallMessage } from './admission';
import { signAssertion } from './assertion';
import { BusModule } from './bus.module';
import { CallClient } from './call-client';
import { Handles } from './handles';
import { BusIdentity, generateIdentity, parseTrustedKeys } from './identity';

// A call is handled as part of its caller's request: what the handler logs and the calls it
// makes carry the request's id, which travels beside the assertion (it proves nothing).

const relayed = defineCall({
  subject: 'profile.trace.get',
  access: 'visitor',
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
  summary: 'a call whose handler makes another',
});
const onward = defineCall({
  subject: 'billing.trace.get',
  access: 'internal',
  callers: ['svc-profile'],
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
  summary: 'the call it makes',
});

@Controller()
class RelayingHandler {
  private readonly logger = new Logger(RelayingHandler.name);

  constructor(private readonly calls: CallClient) {}

  @Handles(relayed)
  async relay(): Promise<{ ok: boolean }> {
    this.logger.log({ msg: 'relaying' });
    return this.calls.call(onward, {});
  }
}

const gatewayKeys = generateIdentity();
const profileKeys = generateIdentity();
const trusted = `gateway=${gatewayKeys.publicKey},svc-profile=${profileKeys.publicKey},svc-billing=${generateIdentity().publicKey}`;
const gatewayIdentity = new BusIdentity('gateway', gatewayKeys.seed, parseTrustedKeys(trusted));
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let scratch: string;
let nats: RunningServer;
let service: INestMicroservice;
let billing: NatsConnection;
let transport: ServiceClient;
let gateway: CallClient;
/** What svc-billing was sent, and the lines logged, since the test began. */
const onwardMessages: CallMessage[] = [];
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'request-ids-'));
  nats = await startNatsServer({ storeDir: scratch });
  const config = {
    NATS_URL: nats.url,
    LOG_LEVEL: 'info' as const,
    SHUTDOWN_GRACE_MS: 0,
    REQUEST_TIMEOUT_MS: 2000,
    IDENTITY_KEY: profileKeys.seed,
    TRUSTED_KEYS: parseTrustedKeys(trusted),
  };
  service = await startService({
    name: 'svc-profile',
    module: {
      module: class RelayingModule {},
      imports: [BusModule.forRoot({ name: 'svc-profile', config })],
      controllers: [RelayingHandler],
    },
    config,
  });
  // After the service set its own: every Nest logger of this process now writes here.
  Logger.overrideLogger(
    new NestJsonLogger(
      createLogger('test', 'info', {
        write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
      }),
    ),
  );
  billing = await connect({ servers: nats.url });
  billing.subscribe(onward.subject, {
    callback: (_error, message) => {
      const request = message.json<{ id: string; data: CallMessage }>();
      onwardMessages.push(request.data);
      message.respond(JSON.stringify({ id: request.id, response: { ok: true }, isDisposed: true }));
    },
  });
  await billing.flush();
  transport = new ServiceClient({
    nats: natsConnectionOptions({ NATS_URL: nats.url }, 'gateway'),
    timeoutMs: 2000,
  });
  gateway = new CallClient(transport, gatewayIdentity);
});

afterAll(async () => {
  await transport?.onApplicationShutdown();
  await billing?.close();
  await service?.close();
  await nats?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  onwardMessages.length = 0;
  lines.length = 0;
});

/** The request id of the handler's log line and that of the call it made. */
function idsSeen(): { logged: unknown; passedOn: unknown } {
  const handled = lines.find((line) => line.context === RelayingHandler.name);
  return { logged: handled?.requestId, passedOn: onwardMessages[0]?.requestId };
}

it("carries the caller's request id to the handler's log line and the call it makes", async () => {
  await expect(withRequestId('request-1', () => gateway.call(relayed, {}))).resolves.toEqual({
    ok: true,
  });
  expect(idsSeen()).toEqual({ logged: 'request-1', passedOn: 'request-1' });
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'relaying', service: 'test' }));
});

it('handles a call that names no request (an older caller) under an id of its own', async () => {
  await expect(gateway.call(relayed, {})).resolves.toEqual({ ok: true });
  const { logged, passedOn } = idsSeen();
  expect(logged).toMatch(uuid);
  expect(passedOn).toBe(logged);
});

it('handles a call whose request id is ill-formed under an id of its own', async () => {
  const message: CallMessage = {
    assertion: signAssertion(
      gatewayIdentity,
      { sub: relayed.subject, body: {}, caller: null },
      Date.now(),
    ),
    lang: 'en',
    requestId: 'two\nlines',
    body: {},
  };
  await expect(transport.send(relayed.subject, message)).resolves.toEqual({ ok: true });
  const { logged, passedOn } = idsSeen();
  expect(logged).toMatch(uuid);
  expect(passedOn).toBe(logged);
});
