import { randomUUID } from 'node:crypto';
import { type Readable } from 'node:stream';
import { type INestMicroservice } from '@nestjs/common';
import {
  adminActionEvent,
  authCalls,
  ErrorCode,
  exportingServices,
  exportPartReadyEvent,
  exportRequestedEvent,
  MessageCode,
  said,
  type Caller,
  type ExportFile,
  type ExportingService,
} from '@dating/contracts';
import { Buckets, ObjectStorage, type CallClient } from '@dating/server';
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
import { exportTexts } from '../src/export/export-texts';
import { ExportService } from '../src/export/export.service';
import { defineAuthService } from '../src/service';

const clock = new ManualClock();
const password = 'a long enough password';
const service = defineAuthService(clock);
const hourMs = 3_600_000;
let auth: ServiceUnderTest<AuthConfig>;
let replica: INestMicroservice;
let calls: CallClient;
let storage: ObjectStorage;
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

const requestExport = (caller: Caller, lang: 'en' | 'th' | 'no' = 'en') =>
  calls.call(authCalls.exportRequest, { user_id: caller.userId, lang }, { caller });
const status = async (caller: Caller) =>
  (await calls.call(authCalls.exportStatus, { user_id: caller.userId }, { caller })).export;
const manifest = (exportId: string, asker: Caller) =>
  calls.call(authCalls.exportManifest, {
    export_id: exportId,
    asked_by: { user_id: asker.userId, role: asker.role === 'A' ? 'A' : 'U' },
  });

async function until<Value>(read: () => Promise<Value>, done: (value: Value) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function keysOf(exportId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(Buckets.exports, `${exportId}/`)) keys.push(object.key);
  return keys.sort();
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const folders: Record<Exclude<ExportingService, 'svc-auth'>, string> = {
  'svc-profile': 'profile',
  'svc-interest': 'contacts',
  'svc-billing': 'billing',
};

/** Another service's part as it writes it: one object in the bucket, then its report. */
async function otherPart(
  exportId: string,
  userId: number,
  service: Exclude<ExportingService, 'svc-auth'>,
  files: ExportFile[] = [
    { path: `${folders[service]}/data.json`, bytes: 3, about: `${service} data` },
  ],
): Promise<void> {
  for (const file of files)
    await storage.put(
      Buckets.exports,
      `${exportId}/${file.path}`,
      Buffer.from('{}\n'),
      'text/plain',
    );
  await publishEvent(auth.infra, exportPartReadyEvent, {
    event_id: randomUUID(),
    export_id: exportId,
    user_id: userId,
    service,
    at: clock.now().toISOString(),
    files,
  });
}

const otherServices = exportingServices.filter(
  (service): service is Exclude<ExportingService, 'svc-auth'> => service !== 'svc-auth',
);

beforeAll(async () => {
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(service, {
    env: {
      ADMIN_PASSWORD: 'admin-password',
      SMTP_URL: mail.smtpUrl,
      PORTAL_URL: 'https://portal.test',
    },
  });
  calls = auth.calls;
  storage = new ObjectStorage(auth.config);
  replica = await startReplica(service, auth);
  const { user_id } = await calls.call(authCalls.login, {
    username: 'admin',
    password: 'admin-password',
  });
  admin = { userId: user_id, username: 'admin', role: 'A' };
}, 120_000);

afterAll(async () => {
  await replica?.close();
  await auth?.stop();
  await mail?.stop();
});

describe("a member's data export", () => {
  let nida: Caller;
  let exportId: string;

  beforeAll(async () => {
    nida = await member('nida');
    await calls.call(
      authCalls.mailSettingsUpdate,
      { user_id: nida.userId, digest: false },
      { caller: nida },
    );
  });

  it('is asked for, and every service is told in the language asked in', async () => {
    const asked = await requestExport(nida, 'th');
    expect(asked).toMatchObject({
      status: 'OK',
      ...said(MessageCode.exportPreparing),
      export: {
        status: 'preparing',
        requested_at: clock.now().toISOString(),
        ready_at: null,
        expires_at: null,
        bytes: null,
      },
    });
    exportId = asked.export.export_id;
    await outboxDrained(auth);
    expect(
      (await publishedEvents(auth.infra, exportRequestedEvent)).filter(
        (event) => event.export_id === exportId,
      ),
    ).toEqual([
      expect.objectContaining({ user_id: nida.userId, lang: 'th', at: clock.now().toISOString() }),
    ]);
  });

  it('is not asked for twice while it is being prepared', async () => {
    const again = await requestExport(nida, 'en');
    expect(again).toMatchObject({
      ...said(MessageCode.exportAlreadyPreparing),
      export: { export_id: exportId, status: 'preparing' },
    });
    expect(
      await auth.database.query('SELECT id FROM data_export WHERE user_id = $1', [nida.userId]),
    ).toHaveLength(1);
  });

  it("gets svc-auth's own part, in Thai, with no secret in it", async () => {
    const state = await until(
      () => status(nida),
      (found) => found?.parts_ready.includes('svc-auth') ?? false,
    );
    expect(state).toMatchObject({ export_id: exportId, status: 'preparing' });
    expect(await keysOf(exportId)).toEqual(
      [
        'account/account.json',
        'account/consents.json',
        'account/devices.json',
        'account/mail-settings.json',
      ].map((path) => `${exportId}/${path}`),
    );
    const [part] = await auth.database.query<{ files: ExportFile[] }>(
      "SELECT files FROM data_export_part WHERE export_id = $1 AND service = 'svc-auth'",
      [exportId],
    );
    expect(part?.files).toContainEqual(
      expect.objectContaining({ path: 'account/account.json', about: exportTexts.th.account }),
    );
    const account = JSON.parse(
      await text(await storage.get(Buckets.exports, `${exportId}/account/account.json`)),
    ) as Record<string, unknown>;
    expect(account).toMatchObject({
      user_id: nida.userId,
      username: 'nida',
      email: 'nida@example.com',
      pending_email: null,
      role: 'U',
      deletion_due_at: null,
    });
    const settings = JSON.parse(
      await text(await storage.get(Buckets.exports, `${exportId}/account/mail-settings.json`)),
    ) as unknown;
    expect(settings).toMatchObject({ digest: false, match: true });
    const [secrets] = await auth.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM user_login WHERE user_id = $1',
      [nida.userId],
    );
    const everything = (
      await Promise.all(
        (await keysOf(exportId)).map(async (key) => text(await storage.get(Buckets.exports, key))),
      )
    ).join('\n');
    expect(everything).not.toContain(secrets?.password_hash);
    expect(everything).not.toMatch(/argon2|password_hash|token|totp/i);
  });

  it('cannot be downloaded while it is being prepared', async () => {
    expect(await serviceFailure(manifest(exportId, nida))).toEqual(
      refusal(ErrorCode.Conflict, MessageCode.exportNotReady),
    );
  });

  it("refuses a part with a path outside its service's folder", async () => {
    await otherPart(exportId, nida.userId, 'svc-profile', [
      { path: 'account/account.json', bytes: 3, about: 'not its own' },
    ]);
    await eventsHandled(auth.infra, exportPartReadyEvent, 'svc-auth');
    expect((await status(nida))?.parts_ready).toEqual(['svc-auth']);
  });

  it('is ready once every part is in, for 24 hours, and the member is mailed', async () => {
    clock.advanceMinutes(5);
    for (const other of otherServices) await otherPart(exportId, nida.userId, other);
    // A part delivered again changes nothing.
    await otherPart(exportId, nida.userId, 'svc-billing');
    await eventsHandled(auth.infra, exportPartReadyEvent, 'svc-auth');
    const state = await status(nida);
    const ownBytes = (
      await auth.database.query<{ bytes: string }>(
        "SELECT bytes FROM data_export_part WHERE export_id = $1 AND service = 'svc-auth'",
        [exportId],
      )
    )[0]?.bytes;
    expect(state).toEqual({
      export_id: exportId,
      status: 'ready',
      requested_at: expect.any(String) as unknown,
      ready_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 24 * hourMs).toISOString(),
      parts_ready: [...exportingServices],
      bytes: Number(ownBytes) + 3 * 3,
    });
    const caught = await mail.waitFor((found) =>
      found.To.some((to) => to.Address === 'nida@example.com'),
    );
    expect(caught.Subject).toContain('ข้อมูลของคุณพร้อมให้ดาวน์โหลดแล้ว');
    expect(caught.Text).toContain('https://portal.test/account');
  });

  it('answers its files to the member who asked, and to no one else', async () => {
    expect(await manifest(exportId, nida)).toEqual({
      export_id: exportId,
      user_id: nida.userId,
      username: 'nida',
      lang: 'th',
      ready_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 24 * hourMs).toISOString(),
      files: expect.arrayContaining([
        expect.objectContaining({ path: 'account/account.json' }),
        expect.objectContaining({ path: 'profile/data.json', about: 'svc-profile data' }),
        expect.objectContaining({ path: 'contacts/data.json' }),
        expect.objectContaining({ path: 'billing/data.json' }),
      ]),
    });
    expect((await manifest(exportId, nida)).files).toHaveLength(7);
    const lek = await member('lek');
    expect(await serviceFailure(manifest(exportId, lek))).toEqual(
      refusal(ErrorCode.NotFound, MessageCode.exportNotFound),
    );
    expect(await serviceFailure(manifest(exportId, admin))).toEqual(
      refusal(ErrorCode.NotFound, MessageCode.exportNotFound),
    );
    expect(await serviceFailure(manifest(randomUUID(), nida))).toEqual(
      refusal(ErrorCode.NotFound, MessageCode.exportNotFound),
    );
  });

  it('expires after 24 hours, and the expiry round removes its objects once', async () => {
    clock.advanceMinutes(24 * 60 - 1);
    expect(await manifest(exportId, nida)).toMatchObject({ export_id: exportId });
    expect(await replica.get(ExportService).expire()).toBe(0);
    clock.advanceMinutes(1);
    expect(await serviceFailure(manifest(exportId, nida))).toEqual(
      refusal(ErrorCode.Conflict, MessageCode.exportExpired),
    );
    expect((await status(nida))?.status).toBe('expired');
    const rounds = await Promise.all([
      replica.get(ExportService).expire(),
      replica.get(ExportService).expire(),
    ]);
    expect(rounds[0] + rounds[1]).toBe(1);
    expect(await keysOf(exportId)).toEqual([]);
    const [row] = await auth.database.query<{ erased_at: Date | null }>(
      'SELECT erased_at FROM data_export WHERE id = $1',
      [exportId],
    );
    expect(row?.erased_at?.toISOString()).toBe(clock.now().toISOString());
  });

  it('can be asked for again once the last one is ready', async () => {
    const asked = await requestExport(nida, 'en');
    expect(asked).toMatchObject({ ...said(MessageCode.exportPreparing) });
    expect(asked.export.export_id).not.toBe(exportId);
  });
});

describe('a part of no export kept here', () => {
  it.each(['unknown', 'already erased'])('has its objects removed: %s', async (which) => {
    const nida = (await calls.call(authCalls.login, { username: 'nida', password })).user_id;
    const [erased] = await auth.database.query<{ id: string }>(
      'SELECT id FROM data_export WHERE user_id = $1 AND erased_at IS NOT NULL',
      [nida],
    );
    const exportId = which === 'unknown' ? randomUUID() : erased?.id;
    if (!exportId) throw new Error('no erased export to deliver a part to');
    await otherPart(exportId, nida, 'svc-interest');
    expect(await keysOf(exportId)).toEqual([`${exportId}/contacts/data.json`]);
    await eventsHandled(auth.infra, exportPartReadyEvent, 'svc-auth');
    expect(await keysOf(exportId)).toEqual([]);
  });
});

describe('an export an administrator asks for', () => {
  let som: Caller;
  let exportId: string;

  beforeAll(async () => {
    som = await member('som');
  });

  it('is audited, in the language given, and listed for administrators', async () => {
    const asked = await calls.call(
      authCalls.adminExportRequest,
      { target_user_id: som.userId, lang: 'no' },
      { caller: admin },
    );
    expect(asked).toMatchObject({ ...said(MessageCode.exportPreparing) });
    exportId = asked.export.export_id;
    await outboxDrained(auth);
    expect(
      (await publishedEvents(auth.infra, adminActionEvent)).filter(
        (entry) => entry.action === 'member.export',
      ),
    ).toEqual([
      expect.objectContaining({
        actor_user_id: admin.userId,
        target_user_id: som.userId,
        object: `export:${exportId}`,
      }),
    ]);
    expect(
      (await publishedEvents(auth.infra, exportRequestedEvent)).find(
        (event) => event.export_id === exportId,
      ),
    ).toMatchObject({ user_id: som.userId, lang: 'no' });
    expect(await calls.call(authCalls.adminExports, { page: 1 }, { caller: admin })).toEqual({
      exports: [
        expect.objectContaining({
          export_id: exportId,
          user_id: som.userId,
          username: 'som',
          requested_by: 'admin',
        }),
      ],
      has_more: false,
    });
  });

  it('is the administrators to download, not the member, and no mail goes', async () => {
    await until(
      () => status(som),
      (found) => found?.parts_ready.includes('svc-auth') ?? false,
    );
    for (const other of otherServices) await otherPart(exportId, som.userId, other);
    await eventsHandled(auth.infra, exportPartReadyEvent, 'svc-auth');
    expect(await manifest(exportId, admin)).toMatchObject({
      export_id: exportId,
      username: 'som',
      lang: 'no',
    });
    expect(await serviceFailure(manifest(exportId, som))).toEqual(
      refusal(ErrorCode.NotFound, MessageCode.exportNotFound),
    );
    const [part] = await auth.database.query<{ files: ExportFile[] }>(
      "SELECT files FROM data_export_part WHERE export_id = $1 AND service = 'svc-auth'",
      [exportId],
    );
    expect(part?.files).toContainEqual(
      expect.objectContaining({ path: 'account/devices.json', about: exportTexts.no.devices }),
    );
    await outboxDrained(auth);
    expect(
      mail.messages().filter((found) => found.To.some((to) => to.Address === 'som@example.com')),
    ).toEqual([]);
  });
});

describe("a member's erasure", () => {
  it("removes their exports' objects, then their rows", async () => {
    const malee = await member('malee');
    const { export: asked } = await requestExport(malee);
    await until(
      () => keysOf(asked.export_id),
      (keys) => keys.length === 4,
    );
    await calls.call(
      authCalls.deletionRequest,
      { user_id: malee.userId, password },
      { caller: malee },
    );
    clock.advanceDays(14);
    expect(await replica.get(ErasureService).run()).toBeGreaterThanOrEqual(1);
    expect(await keysOf(asked.export_id)).toEqual([]);
    expect(
      await auth.database.query('SELECT 1 FROM data_export WHERE user_id = $1', [malee.userId]),
    ).toEqual([]);
    expect(
      await auth.database.query(
        "SELECT erased FROM account_erasure_step WHERE user_id = $1 AND service = 'svc-auth'",
        [malee.userId],
      ),
    ).toEqual([{ erased: expect.objectContaining({ data_export: 1, exports_objects: 4 }) }]);
  });
});
