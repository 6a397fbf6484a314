import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockedAncestor, serviceDatabaseUrls } from './postgres';

describe('blockedAncestor', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgdir-'));
  });
  afterEach(() => {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // uid/gid that own nothing here: only the "others" bits count for them.
  const stranger = { uid: 4_000_001, gid: 4_000_001 };

  it('finds the folder another user cannot enter', () => {
    fs.mkdirSync(path.join(dir, 'data'));
    fs.chmodSync(dir, 0o700);
    expect(blockedAncestor(path.join(dir, 'data', 'pg'), stranger.uid, stranger.gid)).toBe(dir);
  });

  it('answers undefined when every folder above can be entered', () => {
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'data'));
    const ancestors = path.resolve(os.tmpdir());
    // Only meaningful when the temp folder itself is open to others (as /tmp is).
    if ((fs.statSync(ancestors).mode & 0o001) === 0) return;
    expect(
      blockedAncestor(path.join(dir, 'data', 'pg'), stranger.uid, stranger.gid),
    ).toBeUndefined();
  });
});

describe('serviceDatabaseUrls', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgroles-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("gives each service its own role on the superuser's server, with a kept password", async () => {
    const urls = await serviceDatabaseUrls('postgres://postgres:admin-pw@127.0.0.1:5433', dataDir);
    expect(Object.keys(urls)).toEqual(['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing']);
    const auth = new URL(urls['svc-auth']);
    expect([auth.username, auth.host]).toEqual(['svc_auth', '127.0.0.1:5433']);
    expect(auth.password).toMatch(/^[\w-]{32}$/);
    expect(new URL(urls['svc-profile']).password).not.toBe(auth.password);
    const file = path.join(dataDir, 'pg-roles', 'svc_auth');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(auth.password);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    expect(await serviceDatabaseUrls('postgres://postgres@127.0.0.1:5432', dataDir)).toMatchObject({
      'svc-auth': `postgres://svc_auth:${auth.password}@127.0.0.1:5432`,
    });
  });
});
