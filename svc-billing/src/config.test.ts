import { loadConfig } from '@dating/server';
import { identityEnvironment } from '@dating/testing';
import { configSchema } from './config';

const identity = identityEnvironment('svc-billing');

describe('svc-billing configuration', () => {
  it('takes a mobile number or a 13-digit id, written with spaces or dashes', () => {
    expect(
      loadConfig(configSchema, { ...identity, PROMPTPAY_ID: '081-234-5678' }).PROMPTPAY_ID,
    ).toBe('0812345678');
    expect(
      loadConfig(configSchema, {
        ...identity,
        PROMPTPAY_ID: '1 2345 67890 12 3',
      }).PROMPTPAY_ID,
    ).toBe('1234567890123');
    expect(() => loadConfig(configSchema, { ...identity, PROMPTPAY_ID: '12345' })).toThrow(
      /PROMPTPAY_ID/,
    );
  });

  it('refuses to take payments to the sample number in production', () => {
    const smtp = { ...identity, SMTP_URL: 'smtp://mail.example:587' };
    expect(() => loadConfig(configSchema, { NODE_ENV: 'production', ...smtp })).toThrow(
      /PROMPTPAY_ID/,
    );
    const config = loadConfig(configSchema, {
      NODE_ENV: 'production',
      PROMPTPAY_ID: '0899999999',
      ...smtp,
    });
    expect(config.PROMPTPAY_ID).toBe('0899999999');
  });

  it('refuses to start in production without SMTP_URL', () => {
    const production = { ...identity, NODE_ENV: 'production', PROMPTPAY_ID: '0899999999' };
    expect(() => loadConfig(configSchema, production)).toThrow(
      'SMTP_URL: SMTP_URL must name the mail server in production',
    );
    expect(
      loadConfig(configSchema, { ...production, SMTP_URL: 'smtps://u:p@mail.example:465' })
        .SMTP_URL,
    ).toBe('smtps://u:p@mail.example:465');
  });

  it('runs the retention job daily unless told otherwise, at least once a week', () => {
    expect(loadConfig(configSchema, identity).RETENTION_INTERVAL_MINUTES).toBe(1440);
    expect(
      loadConfig(configSchema, { ...identity, RETENTION_INTERVAL_MINUTES: '60' })
        .RETENTION_INTERVAL_MINUTES,
    ).toBe(60);
    for (const wrong of ['0', '10081', 'daily'])
      expect(() =>
        loadConfig(configSchema, { ...identity, RETENTION_INTERVAL_MINUTES: wrong }),
      ).toThrow(/RETENTION_INTERVAL_MINUTES/);
  });
});
