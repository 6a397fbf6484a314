import { randomBytes } from 'node:crypto';
import { ConfigError, generateIdentity, loadConfig } from '@dating/server';
import { adminSeedSchema, configSchema } from './config';

const { seed, publicKey } = generateIdentity();
const base = {
  IDENTITY_KEY: seed,
  TRUSTED_KEYS: `gateway=${publicKey}`,
  SIGNING_KEY_SECRET: randomBytes(32).toString('base64url'),
  SMTP_URL: 'smtps://mail.example.com:465',
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(configSchema, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('MAIL_LINK_SECRET', () => {
  it('works unset on a developer machine', () => {
    expect(loadConfig(configSchema, base).MAIL_LINK_SECRET).toHaveLength(34);
  });

  it('must be set in production', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' })).toEqual([
      'MAIL_LINK_SECRET: MAIL_LINK_SECRET must be set to a secret value in production',
    ]);
    const secret = randomBytes(32).toString('base64');
    expect(
      loadConfig(configSchema, { ...base, NODE_ENV: 'production', MAIL_LINK_SECRET: secret })
        .MAIL_LINK_SECRET,
    ).toBe(secret);
  });

  it('refuses a short secret', () => {
    expect(problemsOf({ ...base, MAIL_LINK_SECRET: 'short' })).toEqual([
      'MAIL_LINK_SECRET: must be at least 32 characters, e.g. openssl rand -base64 32',
    ]);
  });
});

describe('EXPORT_SWEEP_INTERVAL_MINUTES', () => {
  it('sweeps expired exports every 15 minutes unless set', () => {
    expect(loadConfig(configSchema, base).EXPORT_SWEEP_INTERVAL_MINUTES).toBe(15);
    expect(
      loadConfig(configSchema, { ...base, EXPORT_SWEEP_INTERVAL_MINUTES: '5' })
        .EXPORT_SWEEP_INTERVAL_MINUTES,
    ).toBe(5);
  });

  it('refuses a value that is not a whole number of minutes from 1 to 1440', () => {
    for (const value of ['0', '1441', 'soon'])
      expect(problemsOf({ ...base, EXPORT_SWEEP_INTERVAL_MINUTES: value })).toHaveLength(1);
  });
});

describe("the admin seed's second factor", () => {
  const seedProblems = (env: Record<string, string>) => {
    try {
      loadConfig(adminSeedSchema, env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };
  const key = randomBytes(32).toString('base64url');

  it('takes ADMIN_TOTP_SECRET as base32 in any case and spacing, with the key that seals it', () => {
    const seed = loadConfig(adminSeedSchema, {
      ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp',
      SIGNING_KEY_SECRET: key,
    });
    expect(seed.ADMIN_TOTP_SECRET).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(seedProblems({ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })).toEqual([
      'SIGNING_KEY_SECRET: SIGNING_KEY_SECRET must be set to keep ADMIN_TOTP_SECRET (it seals it)',
    ]);
    expect(seedProblems({ ADMIN_TOTP_SECRET: 'too short', SIGNING_KEY_SECRET: key })).toEqual([
      expect.stringMatching(/^ADMIN_TOTP_SECRET: must be base32/),
    ]);
  });

  it('is required in production', () => {
    expect(seedProblems({ NODE_ENV: 'production' })).toEqual([
      'ADMIN_TOTP_SECRET: ADMIN_TOTP_SECRET must be set in production: the admin logs in with a code too',
    ]);
    expect(seedProblems({})).toEqual([]);
  });
});
