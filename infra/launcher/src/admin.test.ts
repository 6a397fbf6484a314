import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode, verifyTotp } from '@dating/server/totp';
import { adminTotpUri, generatePassword, resolveAdminLogin } from './admin';

describe('resolveAdminLogin', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    file = path.join(dir, 'data', 'admin.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const base = { username: 'admin' };
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const saved = () => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

  it('uses ADMIN_PASSWORD and ADMIN_TOTP_SECRET when given and writes nothing', async () => {
    const login = await resolveAdminLogin({
      ...base,
      fromEnv: 'from-the-env',
      totpFromEnv: secret,
      file,
    });
    expect(login).toEqual({
      ...base,
      password: 'from-the-env',
      origin: 'env',
      totpSecret: secret,
      totpOrigin: 'env',
    });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('generates a strong password and a TOTP secret once, saves them only for their owner, and reuses them', async () => {
    const first = await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    expect(first.origin).toBe('generated');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.totpOrigin).toBe('generated');
    expect(first.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(saved()).toMatchObject({ password: first.password, totpSecret: first.totpSecret });

    const second = await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    expect(second).toEqual({ ...first, origin: 'saved', totpOrigin: 'saved' });
  });

  it('lets ADMIN_PASSWORD win over a saved one', async () => {
    await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    const login = await resolveAdminLogin({ ...base, fromEnv: 'override-pass', file });
    expect(login.password).toBe('override-pass');
  });

  it('makes and saves only the TOTP secret when the password comes from the environment', async () => {
    const login = await resolveAdminLogin({ ...base, fromEnv: 'from-the-env', file });
    expect(login).toMatchObject({ origin: 'env', totpOrigin: 'generated' });
    expect(saved()).not.toHaveProperty('password');
    expect(saved()).toMatchObject({ totpSecret: login.totpSecret });
    const again = await resolveAdminLogin({ ...base, fromEnv: 'from-the-env', file });
    expect(again).toEqual({ ...login, totpOrigin: 'saved' });
  });

  it('adds a TOTP secret to a file an earlier version saved, keeping its password', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ username: 'admin', password: 'saved-password' }), {
      mode: 0o600,
    });
    const login = await resolveAdminLogin({ ...base, fromEnv: undefined, file });
    expect(login).toMatchObject({
      password: 'saved-password',
      origin: 'saved',
      totpOrigin: 'generated',
    });
    expect(saved()).toMatchObject({ password: 'saved-password', totpSecret: login.totpSecret });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file rather than seeding a different password or secret', async () => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{ not json');
    await expect(resolveAdminLogin({ ...base, fromEnv: undefined, file })).rejects.toThrow(
      /not valid JSON/,
    );
    fs.writeFileSync(
      file,
      JSON.stringify({ password: 'saved-password', totpSecret: 'n0t base32!' }),
    );
    await expect(resolveAdminLogin({ ...base, fromEnv: undefined, file })).rejects.toThrow(
      /no usable "totpSecret"/,
    );
  });

  it('makes different passwords each time', () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});

describe("the admin's otpauth:// URI", () => {
  it('carries the secret an authenticator app makes the codes from', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const uri = adminTotpUri({ username: 'admin', totpSecret: secret });
    expect(uri).toBe(
      `otpauth://totp/Thai%20Norwegian%20Dating:admin?secret=${secret}&issuer=Thai%20Norwegian%20Dating&algorithm=SHA1&digits=6&period=30`,
    );
    const fromUri = new URL(uri).searchParams.get('secret') ?? '';
    expect(verifyTotp(secret, totpCode(fromUri), Date.now())).toBe(true);
  });
});
