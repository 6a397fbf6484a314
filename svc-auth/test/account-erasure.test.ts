import { randomUUID } from 'node:crypto';
import { type INestMicroservice } from '@nestjs/common';
import {
  adminActionEvent,
  authCalls,
  ErrorCode,
  memberDeletedEvent,
  memberErasedEvent,
  MessageCode,
  recoveryCalls,
  type Caller,
  type EventPayload,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import {
  ManualClock,
  eventsHandled,
  outboxDrained,
  publishEvent,
  publishedEvents,
  refusal,
  serviceFailure,
  startMailCatcher,
  startReplica,
  startServiceUnderTest,
  type MailCatcher,
  type ServiceUnderTest,
} from '@dating/testing';
import { type AuthConfig } from '../src/config';
import { ErasureService } from '../src/deletion/erasure.service';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
const password = 'a long enough password';
const service = defineAuthService(clock);
let auth: ServiceUnderTest<AuthConfig>;
let replicas: INestMicroservice[] = [];
let calls: CallClient;
let mail: MailCatcher;
let admin: Caller;

async function member(username: string): Promise<Caller> {
  const { user_id } = await calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password,
  });
  return { userId: user_id, username, role: 'U' };
}

const requestDeletion = (caller: Caller) =>
  calls.call(authCalls.deletionRequest, { user_id: caller.userId, password }, { caller });
const logIn = (username: string) => calls.call(authCalls.login, { username, password });
const deletions = () => calls.call(authCalls.adminDeletions, { page: 1 }, { caller: admin });
/** Both replicas erase at once, as two containers' schedules may. */
const eraseDue = async () =>
  (await Promise.all(replicas.map((replica) => replica.get(ErasureService).run()))).reduce(
    (sum, count) => sum + count,
    0,
  );

async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const auditEntry = (targetUserId: number, reason: string) => ({
  id: randomUUID(),
  actor_user_id: admin.userId,
  action: 'member.deactivate' as const,
  target_user_id: targetUserId,
  object: null,
  reason,
  at: clock.now().toISOString(),
});

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(service, {
    env: { ADMIN_PASSWORD: 'admin-password', SMTP_URL: mail.smtpUrl },
  });
  calls = auth.calls;
  replicas = await Promise.all([startReplica(service, auth), startReplica(service, auth)]);
  const { user_id } = await calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await auth?.stop();
  await mail?.stop();
});

describe('an account whose deletion day came', () => {
  let nida: Caller;
  let deleted: EventPayload<typeof memberDeletedEvent>;

  beforeAll(async () => {
    nida = await member('nida');
    await requestDeletion(nida);
    // An address waiting for its confirmation, and a password reset asked for the old one.
    await calls.call(
      authCalls.emailChange,
      { email: 'nida.new@example.com', password },
      { caller: nida },
    );
    await calls.call(recoveryCalls.resetRequest, { email: 'nida@example.com' });
    await publishEvent(
      auth.infra,
      adminActionEvent,
      auditEntry(nida.userId, 'nida wrote to nida@example.com'),
    );
    await until(
      () =>
        auth.database.query('SELECT 1 FROM admin_audit WHERE target_user_id = $1', [nida.userId]),
      (rows) => rows.length === 1,
    );
  });

  it('is kept until the day, to the minute', async () => {
    clock.advanceDays(14);
    clock.advanceMinutes(-1);
    expect(await eraseDue()).toBe(0);
    expect(await logIn('nida')).toMatchObject({ status: 'OK', user_id: nida.userId });
    expect((await deletions()).waiting).toEqual([
      expect.objectContaining({ user_id: nida.userId, username: 'nida' }),
    ]);
  });

  it('is erased once, by one of two replicas, and announced once', async () => {
    clock.advanceMinutes(1);
    expect(await eraseDue()).toBe(1);
    expect(await eraseDue()).toBe(0);
    await outboxDrained(auth);
    const announced = (await publishedEvents(auth.infra, memberDeletedEvent)).filter(
      (event) => event.user_id === nida.userId,
    );
    expect(announced).toEqual([expect.objectContaining({ user_id: nida.userId })]);
    [deleted] = announced as [EventPayload<typeof memberDeletedEvent>];
    expect(deleted.at).toBe(clock.now().toISOString());
  });

  it('logs in no more, and its sessions are void', async () => {
    expect(await serviceFailure(logIn('nida'))).toEqual(
      refusal(ErrorCode.Unauthenticated, MessageCode.invalidCredentials),
    );
    expect(
      await calls.call(authCalls.sessionCheck, {
        userId: nida.userId,
        issuedAt: Math.floor(clock.now().getTime() / 1000) - 60,
      }),
    ).toMatchObject({ valid: false });
  });

  it('leaves nothing of the member in svc-auth but the pseudonymised audit log', async () => {
    const columns = await auth.database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = await auth.database.query(
        `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text ILIKE ANY($1) LIMIT 1`,
        [['%nida%']],
      );
      if (rows.length) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    const [entry] = await auth.database.query<{
      target_user_id: number | null;
      target_pseudonym: string;
      reason: string;
    }>(
      'SELECT target_user_id, target_pseudonym, reason FROM admin_audit WHERE target_pseudonym = $1',
      [deleted.pseudonym],
    );
    expect(entry).toEqual({
      target_user_id: null,
      target_pseudonym: deleted.pseudonym,
      reason: `${deleted.pseudonym} wrote to ${deleted.pseudonym}`,
    });
  });

  it('frees the username and the e-mail address for a new account', async () => {
    const again = await member('nida');
    expect(again.userId).not.toBe(nida.userId);
    expect(await logIn('nida')).toMatchObject({ status: 'OK', user_id: again.userId });
  });

  it('names the pseudonym in audit entries that come after it', async () => {
    await publishEvent(auth.infra, adminActionEvent, auditEntry(nida.userId, 'late'));
    const [late] = await until(
      () =>
        auth.database.query<{ target_user_id: number | null }>(
          "SELECT target_user_id FROM admin_audit WHERE reason = 'late' AND target_pseudonym = $1",
          [deleted.pseudonym],
        ),
      (rows) => rows.length === 1,
    );
    expect(late).toEqual({ target_user_id: null });
  });

  it("shows the admin each service's part, as each reports it, once", async () => {
    const inProgress = await deletions();
    expect(inProgress.waiting).toEqual([]);
    expect(inProgress.deleted[0]).toMatchObject({
      pseudonym: deleted.pseudonym,
      services: [
        { service: 'svc-auth', erased: expect.objectContaining({ user_login: 1 }) },
        { service: 'svc-profile', erased_at: null },
        { service: 'svc-interest', erased_at: null },
        { service: 'svc-billing', erased_at: null },
      ],
    });
    const report = (counts: Record<string, number>) => ({
      event_id: randomUUID(),
      user_id: nida.userId,
      service: 'svc-profile' as const,
      at: clock.now().toISOString(),
      erased: counts,
      pseudonymised: {},
    });
    await publishEvent(auth.infra, memberErasedEvent, report({ user_info: 1 }));
    await publishEvent(auth.infra, memberErasedEvent, report({ user_info: 0 }));
    await eventsHandled(auth.infra, memberErasedEvent, 'svc-auth');
    const [done] = (await deletions()).deleted;
    expect(done?.services[1]).toEqual({
      service: 'svc-profile',
      erased_at: clock.now().toISOString(),
      erased: { user_info: 1 },
      pseudonymised: {},
    });
  });
});
