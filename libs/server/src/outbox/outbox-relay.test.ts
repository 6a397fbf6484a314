import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type INestMicroservice } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import {
  interestBlockEvent,
  liveStreamName,
  liveSubjectOf,
  Subjects,
  type EventPayload,
  type LiveEvent,
} from '@dating/contracts';
import {
  createTestDatabase,
  freePort,
  identityEnvironment,
  startMailCatcher,
  startNatsServer,
  startTestInfrastructure,
  type MailCatcher,
  type RunningServer,
  type TestDatabase,
  type TestInfrastructure,
} from '@dating/testing';
import { loadConfig, portalEnv, serviceEnv, smtpEnv } from '../config';
import { eventStreamName } from '../bus/events/event-stream';
import { startService } from '../microservice';
import { migrateService, serviceModule, type ServiceDefinition } from '../service-definition';
import { defineMailTemplate, MAIL_TEMPLATES } from './letters';
import { Mailer } from './mailer';
import { Outbox } from './outbox';
import { Outbox1767400000000 } from './outbox-migration';

// The one door out (issue 28) under faults: NATS down between the commit and the relay's drain,
// and a relay that dies in the middle of a drain. Real Postgres, nats-server and SMTP.

const configSchema = z.object({
  ...serviceEnv,
  ...smtpEnv,
  ...portalEnv,
  DATABASE_NAME: z.string(),
});
type Config = z.infer<typeof configSchema>;

const noteMail = defineMailTemplate('test.note', z.object({ text: z.string() }), ({ text }) => ({
  subject: 'A note',
  paragraphs: [text],
}));

/** A service with nothing but the outbox: svc-interest emits both events and live pushes. */
const service: ServiceDefinition<Config> = {
  name: 'svc-interest',
  healthSubject: Subjects.interest.health,
  configSchema,
  parts: (config) => ({
    providers: [
      { provide: Mailer, useValue: new Mailer(config) },
      { provide: MAIL_TEMPLATES, useValue: [noteMail] },
    ],
  }),
  entities: [],
  migrations: [Outbox1767400000000],
};

let infra: TestInfrastructure;
let database: TestDatabase;
let mail: MailCatcher;
let scratch: string;
let natsPort: number;
let nats: RunningServer;
let config: Config;
const running: INestMicroservice[] = [];

const startNats = () =>
  startNatsServer({ storeDir: path.join(scratch, 'nats'), port: natsPort }).then((server) => {
    nats = server;
  });

async function startRelay(settings: Config = config): Promise<INestMicroservice> {
  const app = await startService({
    name: service.name,
    module: serviceModule(service, settings),
    config: settings,
  });
  running.push(app);
  return app;
}

async function stopRelay(app: INestMicroservice): Promise<void> {
  running.splice(running.indexOf(app), 1);
  await app.close();
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'outbox-relay-'));
  natsPort = await freePort();
  [infra, mail] = await Promise.all([startTestInfrastructure(), startMailCatcher(), startNats()]);
  database = await createTestDatabase(infra.databaseUrl, 'outbox');
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SHUTDOWN_GRACE_MS: '0',
    NATS_URL: nats.url,
    DATABASE_URL: database.serviceUrl,
    DATABASE_NAME: database.name,
    SMTP_URL: mail.smtpUrl,
    OUTBOX_POLL_MS: '100',
    OUTBOX_LEASE_MS: '2000',
    ...identityEnvironment(service.name),
  };
  config = loadConfig(configSchema, env);
  await migrateService(service, config, env);
}, 60_000);

afterAll(async () => {
  for (const app of running.splice(0)) await app.close();
  await database?.drop();
  await Promise.all([nats?.stop(), mail?.stop(), infra?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const outboxRows = async () =>
  (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]?.n ?? -1;

/** Every message the stream holds on `subject`, as stored. */
async function stored(stream: string, subject: string): Promise<unknown[]> {
  const nc: NatsConnection = await connect({ servers: nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream, { subjects_filter: subject });
    const messages: unknown[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (message?.subject === subject) messages.push(message.json());
    }
    return messages;
  } finally {
    await nc.close();
  }
}

const block = (blockerId: number, version: number): EventPayload<typeof interestBlockEvent> => ({
  blocker_id: blockerId,
  blocked_id: 2,
  blocked: true,
  version,
});

test('NATS down between commit and drain: the event, the live push and the mail arrive once it is back', async () => {
  const relay = await startRelay();
  await nats.stop();
  const push: LiveEvent = {
    kind: 'conversation-read',
    data: { conversation_id: 5, reader_id: 8, read_up_to: 41 },
  };
  await relay.get(Outbox).transaction(async (manager) => {
    await relay.get(Outbox).event(manager, interestBlockEvent, block(101, 1));
    await relay.get(Outbox).live(manager, 7, push);
    await relay
      .get(Outbox)
      .mail(
        manager,
        noteMail.letter(
          { address: 'down@example.com', lang: 'en' },
          { text: 'Sent after NATS came back' },
        ),
      );
  });
  // The mail needs no NATS and goes; the event and the push wait, tried again and again.
  await mail.waitFor((caught) => caught.To[0]?.Address === 'down@example.com');
  await until(async () => {
    const waiting = await database.query<{ attempts: number }>('SELECT attempts FROM outbox');
    return waiting.length === 2 && waiting.every((row) => row.attempts >= 2);
  });

  await startNats();
  await until(async () => (await outboxRows()) === 0);
  expect(
    (await stored(eventStreamName, interestBlockEvent.subject)).filter(
      (event) => (event as { blocker_id: number }).blocker_id === 101,
    ),
  ).toEqual([block(101, 1)]);
  expect(await stored(liveStreamName, liveSubjectOf(7))).toEqual([push]);
  expect(
    mail.messages().filter((caught) => caught.To[0]?.Address === 'down@example.com'),
  ).toHaveLength(1);
  await stopRelay(relay);
}, 120_000);

/** The nats-server of this file, by its command line. */
const natsPid = () =>
  Number(
    execFileSync('pgrep', ['-f', `nats-server -a 127.0.0.1 -p ${natsPort} `])
      .toString()
      .split('\n')[0],
  );

test('a relay that dies mid-drain loses nothing and repeats nothing', async () => {
  const rows = 1000;
  const blockerOf = (index: number) => 1000 + index;
  // The relay that dies reaches the database as a role of its own, which can be shut out.
  const doomed = `${database.name}_doomed`;
  await database.query(`CREATE ROLE "${doomed}" LOGIN IN ROLE "${database.name}"`);
  const doomedUrl = new URL(config.DATABASE_URL);
  doomedUrl.username = doomed;
  const dying = await startRelay({ ...config, DATABASE_URL: doomedUrl.toString() });
  const outbox = dying.get(Outbox);
  await outbox.transaction(async (manager) => {
    for (let index = 0; index < rows; index += 1)
      await outbox.event(manager, interestBlockEvent, block(blockerOf(index), 1));
  });
  // It dies holding a batch it has partly published: NATS is frozen while it waits for an
  // acknowledgement, its database sessions end and it may not log in again.
  for (;;) {
    process.kill(natsPid(), 'SIGSTOP');
    const [held] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE leased_until > clock_timestamp()',
    );
    if ((held?.n ?? 0) > 0) break;
    process.kill(natsPid(), 'SIGCONT');
    await new Promise((resolve) => setImmediate(resolve));
  }
  await database.query(`ALTER ROLE "${doomed}" NOLOGIN`);
  await database.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1',
    [doomed],
  );
  process.kill(natsPid(), 'SIGCONT');
  await stopRelay(dying).catch(() => undefined);
  const [left] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
  expect(left?.n).toBeGreaterThan(0);

  const next = await startRelay();
  await until(async () => (await outboxRows()) === 0);
  const blockers = (await stored(eventStreamName, interestBlockEvent.subject))
    .map((event) => (event as { blocker_id: number }).blocker_id)
    .filter((id) => id >= blockerOf(0));
  expect(blockers).toHaveLength(rows);
  expect(new Set(blockers).size).toBe(rows);
  await stopRelay(next);
}, 180_000);
