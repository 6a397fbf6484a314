import { randomBytes } from 'node:crypto';
import { ConfigError, generateIdentity, loadConfig } from '@dating/server';
import { configSchema } from './config';

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
