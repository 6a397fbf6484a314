import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatePassword, resolveAdminLogin } from './admin';

describe('resolveAdminLogin', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    file = path.join(dir, 'data', 'admin.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const base = { username: 'admin' };

  it('uses ADMIN_PASSWORD when given and writes nothing', async () => {
    const login = await resolveAdminLogin({ ...base, fromEnv: 'from-the-env', file });
    expect(login).toEqual({ ...base, password: 'from-the-env', origin: 'env' });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('generates a strong password once, saves it only for its owner, and reuses it', async () => {
    const first = await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    expect(first.origin).toBe('generated');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ password: first.password });

    const second = await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    expect(second).toEqual({ ...first, origin: 'saved' });
  });

  it('lets ADMIN_PASSWORD win over a saved one', async () => {
    await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    const login = await resolveAdminLogin({ ...base, fromEnv: 'override-pass', file });
    expect(login.password).toBe('override-pass');
  });

  it('refuses a damaged file rather than seeding a different password', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{ not json');
    await expect(resolveAdminLogin({ ...base, fromEnv: undefined, file })).rejects.toThrow(
      /not valid JSON/,
    );
  });

  it('makes different passwords each time', () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
