import AdmZip from 'adm-zip';
import { randomUUID } from 'node:crypto';
import {
  exportObjectKey,
  exportPartReadyEvent,
  exportReadmeName,
  gatewayPaths,
  Messages,
  type ExportFile,
  type ExportingService,
  type ExportState,
} from '@dating/contracts';
import { Buckets } from '@dating/server';
import { publishEvent } from '@dating/testing';
import {
  startEdgeUnderTest,
  testAdminPassword,
  testApiKey,
  type EdgeUnderTest,
} from './gateway-under-test';
import { readmeTexts } from '../src/export/readme-texts';

// The download through the real gateway and svc-auth (which records the export, writes its own
// part and answers auth.export.manifest), real NATS and object storage. The other services'
// parts are played here: their files written into the exports bucket and their
// events.privacy.export-part-ready published, as svc-profile, svc-interest and svc-billing do.

interface Member {
  token: string;
  userId: number;
}

let edge: EdgeUnderTest;
let owner: Member;
let stranger: Member;
let admin: Member;

const playedParts: Record<Exclude<ExportingService, 'svc-auth'>, Record<string, Buffer>> = {
  'svc-profile': {
    'profile/profile.json': Buffer.from('{\n  "sections": []\n}\n', 'utf8'),
    'profile/photos/photo-1.webp': Buffer.from(
      Array.from({ length: 300000 }, (_, index) => (index * 7919) % 251),
    ),
  },
  'svc-interest': { 'contacts/interests.json': Buffer.from('[]\n', 'utf8') },
  'svc-billing': { 'billing/orders.json': Buffer.from('[]\n', 'utf8') },
};

/** Until `condition` answers something, asked again as soon as each answer came. */
async function until<Value>(condition: () => Promise<Value | undefined>): Promise<Value> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function statusOf(member: Member): Promise<ExportState | null> {
  const answer = await edge.gateway.call('POST', '/api/account/export/status', {
    token: member.token,
    body: { user_id: member.userId },
  });
  expect(answer.status).toBe(200);
  return answer.body.export as ExportState | null;
}

/** The other services' parts of an export, written and announced. */
async function playParts(exportId: string, userId: number): Promise<void> {
  for (const [service, files] of Object.entries(playedParts)) {
    const listed: ExportFile[] = [];
    for (const [path, data] of Object.entries(files)) {
      await edge.gateway.storage.put(Buckets.exports, exportObjectKey(exportId, path), data, 'x/y');
      listed.push({ path, bytes: data.length, about: `What ${path} holds.` });
    }
    await publishEvent(edge.infra, exportPartReadyEvent, {
      event_id: randomUUID(),
      export_id: exportId,
      user_id: userId,
      service: service as ExportingService,
      at: new Date().toISOString(),
      files: listed,
    });
  }
}

/** `member` asks for their data (in Thai); answers the export once every part is in. */
async function readyExport(member: Member): Promise<ExportState> {
  const asked = await edge.gateway.call('POST', '/api/account/export', {
    token: member.token,
    body: { user_id: member.userId, lang: 'th' },
  });
  expect(asked.status).toBe(200);
  const { export_id: exportId } = asked.body.export as ExportState;
  await playParts(exportId, member.userId);
  return until(async () => {
    const state = await statusOf(member);
    return state?.export_id === exportId && state.status === 'ready' ? state : undefined;
  });
}

async function download(exportId: string, token?: string) {
  const headers: Record<string, string> = { 'x-api-key': testApiKey };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${edge.gateway.base}${gatewayPaths.exportDownload(exportId)}`, { headers });
}

const refusal = (code: keyof typeof Messages) => ({
  status: 'FAILED',
  message: Messages[code],
  code,
});

beforeAll(async () => {
  edge = await startEdgeUnderTest();
  owner = await edge.gateway.register('dao_export');
  stranger = await edge.gateway.register('nosy_export');
  const login = await edge.gateway.call('POST', '/api/user/login', {
    body: { username: 'admin', password: testAdminPassword },
  });
  admin = { token: String(login.body.token), userId: Number(login.body.user_id) };
}, 60000);

afterAll(async () => {
  await edge?.stop();
});

describe('GET /api/account/export/:exportId/download', () => {
  it('streams the zip: README.txt first in the export language, then every file byte for byte', async () => {
    const ready = await readyExport(owner);
    const response = await download(ready.export_id, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const day = ready.ready_at?.slice(0, 10) ?? '';
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dao_export-data-${day}.zip"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const zip = new AdmZip(Buffer.from(await response.arrayBuffer()));
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names[0]).toBe(exportReadmeName);
    const played = Object.assign({}, ...Object.values(playedParts)) as Record<string, Buffer>;
    // svc-auth's own part, as it stored it.
    const accountFiles = names.filter((name) => name.startsWith('account/'));
    expect(accountFiles.length).toBeGreaterThan(0);
    expect(names.slice(1).sort()).toEqual([...accountFiles, ...Object.keys(played)].sort());
    for (const name of names.slice(1)) {
      const stored = await edge.gateway.storage.get(
        Buckets.exports,
        exportObjectKey(ready.export_id, name),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      const data = zip.getEntry(name)?.getData();
      expect(data?.equals(Buffer.concat(chunks))).toBe(true);
      if (played[name]) expect(data?.equals(played[name])).toBe(true);
    }
    const readme = zip.getEntry(exportReadmeName)?.getData().toString('utf8') ?? '';
    expect(readme.split('\r\n')[0]).toBe(
      readmeTexts.th.header.replace('{username}', 'dao_export').replace('{date}', day),
    );
    for (const path of Object.keys(played)) {
      expect(readme).toContain(`  ${path}\r\n      What ${path} holds.`);
    }
    // Grouped by folder, in the services' order.
    const at = (folder: string) => readme.indexOf(`\r\n${folder}/\r\n`);
    expect(at('account')).toBeGreaterThan(0);
    expect(at('account')).toBeLessThan(at('profile'));
    expect(at('profile')).toBeLessThan(at('contacts'));
    expect(at('contacts')).toBeLessThan(at('billing'));
  });

  it("is another member's 404, and an administrator's for a member's own export", async () => {
    const ready = await readyExport(owner);
    for (const token of [stranger.token, admin.token]) {
      const response = await download(ready.export_id, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(refusal('exportNotFound'));
    }
  });

  it('lets an administrator download the export an administrator asked for, not the member', async () => {
    const asked = await edge.gateway.call('POST', '/api/admin/exports/request', {
      token: admin.token,
      body: { target_user_id: stranger.userId, lang: 'no' },
    });
    expect(asked.status).toBe(200);
    const { export_id: exportId } = asked.body.export as ExportState;
    await playParts(exportId, stranger.userId);
    await until(async () => {
      const list = await edge.gateway.call('POST', '/api/admin/exports', {
        token: admin.token,
        body: { page: 1 },
      });
      const rows = list.body.exports as ExportState[];
      return rows.some((row) => row.export_id === exportId && row.status === 'ready')
        ? true
        : undefined;
    });
    const response = await download(exportId, admin.token);
    expect(response.status).toBe(200);
    const zip = new AdmZip(Buffer.from(await response.arrayBuffer()));
    expect(zip.getEntries()[0]?.entryName).toBe(exportReadmeName);
    expect(zip.getEntry('billing/orders.json')?.getData().toString()).toBe('[]\n');
    const member = await download(exportId, stranger.token);
    expect(member.status).toBe(404);
  });

  it('is 401 without a token', async () => {
    const response = await download(randomUUID());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'FAILED', code: 'missingToken' });
  });

  it('is 404 for an id that is not an export id', async () => {
    const response = await download('not-an-id', owner.token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(refusal('exportNotFound'));
  });

  it('refuses an export still being prepared, and one past its link, with their messages', async () => {
    const member = await edge.gateway.register('waiting_export');
    const asked = await edge.gateway.call('POST', '/api/account/export', {
      token: member.token,
      body: { user_id: member.userId, lang: 'en' },
    });
    const { export_id: exportId } = asked.body.export as ExportState;
    const preparing = await download(exportId, member.token);
    expect(preparing.status).toBe(409);
    expect(await preparing.json()).toEqual(refusal('exportNotReady'));

    const ready = await readyExport(owner);
    await edge.auth.database.query(
      `UPDATE data_export SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [ready.export_id],
    );
    const expired = await download(ready.export_id, owner.token);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toEqual(refusal('exportExpired'));
  });

  it('breaks the connection when the store fails mid-way, rather than ending a shorter zip', async () => {
    const ready = await readyExport(owner);
    // The store holds less of the photo than the part listed: as if it failed part way.
    const photo = 'profile/photos/photo-1.webp';
    const whole = playedParts['svc-profile'][photo] ?? Buffer.alloc(0);
    await edge.gateway.storage.put(
      Buckets.exports,
      exportObjectKey(ready.export_id, photo),
      whole.subarray(0, whole.length - 1000),
      'image/webp',
    );
    const response = await download(ready.export_id, owner.token);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('breaks the connection when a listed file is missing from the store', async () => {
    const ready = await readyExport(owner);
    await edge.gateway.storage.remove(
      Buckets.exports,
      exportObjectKey(ready.export_id, 'billing/orders.json'),
    );
    const response = await download(ready.export_id, owner.token);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
