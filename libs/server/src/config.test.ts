import { z } from 'zod';
import {
  ConfigError,
  loadConfig,
  requireSmtpInProduction,
  serviceConfigSchema,
  serviceEnv,
  smtpEnv,
} from './config';
import { generateIdentity } from './bus/identity';

/** What the launcher gives every service: its identity key and the keys it trusts. */
const { seed, publicKey } = generateIdentity();
const identity = { IDENTITY_KEY: seed, TRUSTED_KEYS: `gateway=${publicKey}` };

describe('loadConfig', () => {
  it('fills defaults that work on a developer machine', () => {
    expect(loadConfig(serviceConfigSchema, identity)).toMatchObject({
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432',
      REQUEST_TIMEOUT_MS: 5000,
    });
  });

  it('treats a blank variable as unset', () => {
    expect(
      loadConfig(serviceConfigSchema, { ...identity, NATS_URL: '  ', DATABASE_URL: '' }).NATS_URL,
    ).toBe('nats://127.0.0.1:4222');
  });

  it('refuses to start without an identity key, or with trusted keys it cannot read', () => {
    expect(() => loadConfig(serviceConfigSchema, {})).toThrow(
      'IDENTITY_KEY: is required (the launcher and compose generate one per deployable)',
    );
    expect(() =>
      loadConfig(serviceConfigSchema, { ...identity, TRUSTED_KEYS: 'mallory=abc' }),
    ).toThrow('TRUSTED_KEYS: names mallory, not one of gateway');
    expect(() =>
      loadConfig(serviceConfigSchema, { ...identity, TRUSTED_KEYS: 'gateway=short' }),
    ).toThrow('TRUSTED_KEYS: the key of gateway is not 32 bytes in base64url');
  });

  it('lists every problem at once', () => {
    const schema = z.object({ PORT: z.coerce.number().int(), NATS_URL: z.string().url() });
    try {
      loadConfig(schema, { PORT: 'eighty', NATS_URL: 'nowhere' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as ConfigError).message).toContain('PORT');
    }
  });
});

describe('requireSmtpInProduction', () => {
  const schema = requireSmtpInProduction(z.object({ ...serviceEnv, ...smtpEnv }));

  it('lets a developer send to the local mail catcher', () => {
    expect(loadConfig(schema, identity).SMTP_URL).toBe('smtp://127.0.0.1:1025');
  });

  it('refuses to start in production without SMTP_URL, or with blank', () => {
    for (const SMTP_URL of [undefined, ' ']) {
      expect(() => loadConfig(schema, { ...identity, NODE_ENV: 'production', SMTP_URL })).toThrow(
        'SMTP_URL: SMTP_URL must name the mail server in production',
      );
    }
    expect(
      loadConfig(schema, {
        ...identity,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example:587',
      }).SMTP_URL,
    ).toBe('smtp://mail.example:587');
  });
});
