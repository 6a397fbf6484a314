import path from 'node:path';
import { readSettings, SettingsError } from './settings';

describe('readSettings', () => {
  it('has defaults that work on a developer machine', () => {
    const settings = readSettings({}, '/repo');
    expect(settings).toMatchObject({
      dataDir: path.resolve('/repo/.data'),
      webPort: 8080,
      gatewayPort: undefined,
      appKey: 'local-dev-key',
      databaseUrl: undefined,
      natsUrl: undefined,
      s3Endpoint: undefined,
      s3AccessKey: 'minioadmin',
      s3SecretKey: undefined,
      smtpUrl: undefined,
      mailInboxPort: undefined,
      portalUrl: undefined,
      webTrustProxy: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      adminTotpSecret: undefined,
      demoMembers: 60,
      logLevel: 'info',
      embeddedOnly: false,
      startupTimeoutMs: 180_000,
      stopGraceMs: 10_000,
      replicas: {
        'svc-auth': 1,
        'svc-profile': 1,
        'svc-interest': 1,
        'svc-billing': 1,
        gateway: 1,
      },
    });
  });

  it("runs REPLICAS copies of every service and gateway, or a part's own count", () => {
    const settings = readSettings(
      { REPLICAS: '2', REPLICAS_SVC_PROFILE: '3', REPLICAS_GATEWAY: ' ' },
      '/repo',
    );
    expect(settings.replicas).toEqual({
      'svc-auth': 2,
      'svc-profile': 3,
      'svc-interest': 2,
      'svc-billing': 2,
      gateway: 2,
    });
  });

  it('refuses a replica count that is not a whole number from 1 to 16', () => {
    let error: unknown;
    try {
      readSettings({ REPLICAS: '0', REPLICAS_GATEWAY: 'two', REPLICAS_SVC_AUTH: '17' }, '/repo');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual([
      expect.stringMatching(/^REPLICAS: /),
      expect.stringMatching(/^REPLICAS_SVC_AUTH: /),
      expect.stringMatching(/^REPLICAS_GATEWAY: /),
    ]);
  });

  it('takes what the environment names, and treats blank values as unset', () => {
    const settings = readSettings(
      {
        PORT: '0',
        GATEWAY_PORT: '3100',
        APP_KEY: 'key',
        DATABASE_URL: 'postgres://u:p@db:5432',
        NATS_URL: ' ',
        S3_ENDPOINT: 'http://minio:9000',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_INBOX_PORT: '18025',
        PORTAL_URL: 'https://dating.example',
        WEB_TRUST_PROXY: '10.0.0.0/8',
        ADMIN_PASSWORD: 'correct horse',
        ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp',
        DEMO_MEMBERS: '12',
        DATA_DIR: '/tmp/portal-data',
        STARTUP_TIMEOUT_SECONDS: '30',
        LAUNCHER_EMBEDDED: 'true',
      },
      '/repo',
    );
    expect(settings).toMatchObject({
      webPort: 0,
      gatewayPort: 3100,
      appKey: 'key',
      databaseUrl: 'postgres://u:p@db:5432',
      natsUrl: undefined,
      s3Endpoint: 'http://minio:9000',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailInboxPort: 18025,
      portalUrl: 'https://dating.example',
      webTrustProxy: '10.0.0.0/8',
      adminPassword: 'correct horse',
      adminTotpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      demoMembers: 12,
      dataDir: '/tmp/portal-data',
      startupTimeoutMs: 30_000,
      embeddedOnly: true,
    });
  });

  it('names every invalid value at once', () => {
    let error: unknown;
    try {
      readSettings(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          ADMIN_PASSWORD: 'short',
          ADMIN_TOTP_SECRET: 'not-base32',
        },
        '/repo',
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'ADMIN_PASSWORD: must be at least 8 characters',
      expect.stringMatching(/^ADMIN_TOTP_SECRET: must be base32/),
    ]);
  });
});
