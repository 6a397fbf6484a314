import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from './lock';
import { Portal, Stopped } from './portal';
import { readSettings } from './settings';

// The launcher's orchestration against stand-ins for the services, the gateway and the shell
// (small node scripts in a throwaway repository), with the infrastructure named in the
// environment so nothing embedded starts: migrations in order, the admin login, the services,
// the web origin, the wait for health, and taking everything down again.

const stubService = `
const fs = require('node:fs');
const name = require('node:path').basename(process.cwd());
fs.appendFileSync(process.env.STUB_LOG, JSON.stringify({
  name, event: 'main', pid: process.pid, databaseUrl: process.env.DATABASE_URL ?? null,
  adminUrl: process.env.DATABASE_ADMIN_URL ?? null,
}) + '\\n');
console.log(JSON.stringify({ level: 30, msg: name + ' listening' }));
if (process.env.STUB_CRASH === name) process.exit(3);
setInterval(() => {}, 1000);
`;

const stubMigrate = `
const fs = require('node:fs');
const name = require('node:path').basename(process.cwd());
fs.appendFileSync(process.env.STUB_LOG, JSON.stringify({
  name, event: 'migrate', adminPassword: process.env.ADMIN_PASSWORD ?? null,
  databaseUrl: process.env.DATABASE_URL, adminUrl: process.env.DATABASE_ADMIN_URL,
  smtpUrl: process.env.SMTP_URL,
  portalUrl: process.env.PORTAL_URL,
}) + '\\n');
process.exit(process.env.STUB_FAIL_MIGRATION === name ? 1 : 0);
`;

const stubGateway = `
const fs = require('node:fs');
fs.appendFileSync(process.env.STUB_LOG, JSON.stringify({
  name: 'gateway', event: 'main', pid: process.pid, databaseUrl: process.env.DATABASE_URL ?? null,
  adminUrl: process.env.DATABASE_ADMIN_URL ?? null,
}) + '\\n');
let calls = 0;
require('node:http').createServer((request, response) => {
  if (request.headers['x-api-key'] !== process.env.APP_KEY) { response.writeHead(401); return response.end('{}'); }
  calls += 1;
  const status = calls >= 2 ? 'up' : 'down';
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status, version: '1.0.15', nats: 'up', storage: status, services: {} }));
}).listen(Number(process.env.GATEWAY_PORT), '127.0.0.1');
`;

interface LogEntry {
  name: string;
  event: string;
  pid?: number;
  adminPassword?: string | null;
  databaseUrl?: string | null;
  adminUrl?: string | null;
  smtpUrl?: string;
  portalUrl?: string;
}

function makeRepo(root: string): void {
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  for (const service of ['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing']) {
    write(`${service}/package.json`, '{"type":"commonjs"}');
    write(`${service}/dist/migrate.js`, stubMigrate);
    write(`${service}/dist/main.js`, stubService);
  }
  write('gateway/package.json', '{"type":"commonjs"}');
  write('gateway/dist/main.js', stubGateway);
  write('shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('mfe-profile/dist/mf-manifest.json', '{}');
}

describe('Portal', () => {
  let root: string;
  let logFile: string;
  const output: string[] = [];

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-'));
    logFile = path.join(root, 'stub.log');
    makeRepo(root);
    output.length = 0;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function entries(): LogEntry[] {
    if (!fs.existsSync(logFile)) return [];
    return fs
      .readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogEntry);
  }

  function portal(extra: Record<string, string> = {}): Portal {
    const env = {
      PATH: process.env['PATH'],
      PORT: '0',
      APP_KEY: 'test-key',
      DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1',
      NATS_URL: 'nats://127.0.0.1:1',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      STOP_GRACE_SECONDS: '2',
      STARTUP_TIMEOUT_SECONDS: '20',
      STUB_LOG: logFile,
      DEMO_MEMBERS: '0',
      ...extra,
    };
    return new Portal({
      settings: readSettings(env, root),
      env,
      sink: (name, line) => output.push(`${name} | ${line}`),
      log: (line) => output.push(`launcher | ${line}`),
    });
  }

  it('migrates in order, starts everything, waits for health, and stops it all', async () => {
    const running = portal();
    const info = await running.start();

    expect(info.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(info.postgres).toBe('DATABASE_URL postgres://postgres:***@127.0.0.1:1');
    expect(info.admin.origin).toBe('generated');
    expect(fs.statSync(path.join(root, '.data', 'admin.json')).mode & 0o777).toBe(0o600);

    const log = entries();
    const migrations = log.filter((entry) => entry.event === 'migrate');
    expect(migrations.map((entry) => entry.name)).toEqual([
      'svc-auth',
      'svc-profile',
      'svc-interest',
      'svc-billing',
    ]);
    expect(migrations[0]?.adminPassword).toBe(info.admin.password);
    expect(migrations.slice(1).every((entry) => entry.adminPassword === null)).toBe(true);
    // Each service's own role, with a password kept in the data folder; the superuser only
    // for its migration to provision with.
    const rolePassword = (role: string) =>
      fs.readFileSync(path.join(root, '.data', 'pg-roles', role), 'utf8').trim();
    expect(migrations.map(({ databaseUrl, adminUrl }) => ({ databaseUrl, adminUrl }))).toEqual(
      ['svc_auth', 'svc_profile', 'svc_interest', 'svc_billing'].map((role) => ({
        databaseUrl: `postgres://${role}:${rolePassword(role)}@127.0.0.1:1`,
        adminUrl: 'postgres://postgres:pw@127.0.0.1:1',
      })),
    );
    expect(fs.statSync(path.join(root, '.data', 'pg-roles', 'svc_auth')).mode & 0o777).toBe(0o600);

    const started = log.filter((entry) => entry.event === 'main');
    expect(started.map((entry) => entry.name).sort()).toEqual(
      ['gateway', 'svc-auth', 'svc-billing', 'svc-interest', 'svc-profile'].sort(),
    );
    expect(started.every((entry) => entry.adminUrl === null)).toBe(true);
    expect(started.find((entry) => entry.name === 'gateway')?.databaseUrl).toBeNull();
    expect(started.find((entry) => entry.name === 'svc-billing')?.databaseUrl).toBe(
      migrations[3]?.databaseUrl,
    );
    expect(output).toContain('svc-auth | {"level":30,"msg":"svc-auth listening"}');

    // No SMTP_URL: the services send to a mail catcher whose inbox the summary names, and
    // reset links point at the web origin.
    expect(migrations[0]?.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(migrations[0]?.portalUrl).toBe(info.url);
    expect(info.mail).toContain(`inbox ${info.mailInbox}`);
    expect((await fetch(`${info.mailInbox}/api/v1/messages`)).status).toBe(200);

    const config = (await (await fetch(`${info.url}/config.json`)).json()) as { apiKey: string };
    expect(config.apiKey).toBe('test-key');
    expect(await (await fetch(`${info.url}/search`)).text()).toContain('<title>shell</title>');

    await running.stop();
    await expect(running.finished).resolves.toEqual({ code: 0 });
    for (const entry of started) expect(isAlive(entry.pid ?? 0)).toBe(false);
    await expect(fetch(`${info.url}/config.json`)).rejects.toThrow();
    await expect(fetch(`${info.mailInbox}/`)).rejects.toThrow();
    expect(fs.existsSync(path.join(root, '.data', 'launcher.pid'))).toBe(false);
  });

  it('sends mail to the SMTP server named, and links to the address named', async () => {
    const running = portal({
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      PORTAL_URL: 'https://dating.example',
    });
    const info = await running.start();
    await running.stop();
    expect(info.mail).toBe('SMTP_URL smtp://mailer:***@127.0.0.1:2525');
    expect(info.mailInbox).toBeUndefined();
    const [auth] = entries().filter((entry) => entry.event === 'migrate');
    expect(auth).toMatchObject({
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      portalUrl: 'https://dating.example',
    });
  });

  it('reuses the saved admin password on the next start', async () => {
    const first = portal();
    const login = (await first.start()).admin;
    await first.stop();
    const second = portal();
    const again = (await second.start()).admin;
    await second.stop();
    expect(again).toEqual({ ...login, origin: 'saved', totpOrigin: 'saved' });
  });

  it('restarts a service that dies once the portal is up, and leaves the others running', async () => {
    const running = portal();
    await running.start();
    const first = entries().filter((entry) => entry.event === 'main');
    const victim = first.find((entry) => entry.name === 'svc-interest')?.pid ?? 0;
    process.kill(victim, 'SIGKILL');

    await waitFor(() =>
      output.some((line) => /^launcher \| svc-interest restarted \(pid \d+\)$/.test(line)),
    );
    // What died, how, and when it comes back.
    expect(output).toContainEqual(
      expect.stringMatching(
        /^launcher \| svc-interest was killed by SIGKILL after [\d.]+ s up; restarting it in 0\.5 s \(restart 1 in a row\)$/,
      ),
    );
    await waitFor(
      () => entries().filter((entry) => entry.event === 'main').length === first.length + 1,
    );
    const again = entries()
      .filter((entry) => entry.event === 'main')
      .slice(first.length);
    expect(again.map((entry) => entry.name)).toEqual(['svc-interest']);
    expect(again[0]?.pid).not.toBe(victim);
    for (const entry of first.filter((item) => item.name !== 'svc-interest'))
      expect(isAlive(entry.pid ?? 0)).toBe(true);

    await running.stop();
    expect(await running.finished).toEqual({ code: 0 });
    for (const entry of [...first, ...again]) expect(isAlive(entry.pid ?? 0)).toBe(false);
  });

  it('takes everything down, with exit code 1, when a service dies while starting', async () => {
    const running = portal({ STUB_CRASH: 'svc-interest' });
    await running.start().catch(() => undefined);
    const end = await running.finished;
    expect(end.code).toBe(1);
    expect(end.reason).toBe('svc-interest exited with code 3, so the portal stops');
    for (const entry of entries().filter((item) => item.event === 'main')) {
      expect(isAlive(entry.pid ?? 0)).toBe(false);
    }
  });

  it('stops at a failed migration and starts no service', async () => {
    const running = portal({ STUB_FAIL_MIGRATION: 'svc-profile' });
    await expect(running.start()).rejects.toThrow(
      'the migration of svc-profile failed: svc-profile:migrate exited with code 1',
    );
    expect((await running.finished).code).toBe(1);
    expect(entries().map((entry) => `${entry.name} ${entry.event}`)).toEqual([
      'svc-auth migrate',
      'svc-profile migrate',
    ]);
  });

  it('says what is missing when the portal was not built', async () => {
    fs.rmSync(path.join(root, 'gateway', 'dist'), { recursive: true });
    await expect(portal().start()).rejects.toThrow(
      /not built yet \(run npm run build\): .*gateway\/dist\/main\.js/,
    );
  });

  it('names the gateway that never answers when time runs out', async () => {
    fs.writeFileSync(path.join(root, 'gateway', 'dist', 'main.js'), 'setInterval(() => {}, 1000);');
    const running = portal({ STARTUP_TIMEOUT_SECONDS: '1' });
    await expect(running.start()).rejects.toThrow(
      /The portal did not come up within 1 s: the gateway does not answer at .* \(ECONNREFUSED\)/,
    );
    expect((await running.finished).code).toBe(1);
  });

  it('can be stopped while it is still starting', async () => {
    fs.writeFileSync(path.join(root, 'gateway', 'dist', 'main.js'), 'setInterval(() => {}, 1000);');
    const running = portal();
    const outcome = running.start().then(
      () => 'started',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await running.stop();
    expect(await outcome).toBeInstanceOf(Stopped);
    expect(await running.finished).toEqual({ code: 0 });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
