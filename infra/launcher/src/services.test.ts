import { childEnvironment, migrationEnvironment, requiredBuilds, serviceSecrets } from './services';

const infra = {
  databaseUrl: 'postgres://postgres:pw@127.0.0.1:5433',
  natsUrl: 'nats://127.0.0.1:4222',
  natsPasswords: {},
  s3Endpoint: 'http://127.0.0.1:9100',
  s3AccessKey: 'minioadmin',
  s3SecretKey: 'minioadmin',
  smtpUrl: 'smtp://127.0.0.1:1025',
};
const portal = {
  appKey: 'local-dev-key',
  gatewayPort: 3000,
  logLevel: 'info',
  portalUrl: 'http://localhost:8080',
};
const admin = {
  username: 'admin',
  password: 'p4ssword-p4ss',
  email: 'admin@localhost',
  origin: 'generated' as const,
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  totpOrigin: 'generated' as const,
};

describe('childEnvironment', () => {
  it('puts the resolved infrastructure over the launcher environment and keeps the rest', () => {
    const env = childEnvironment(
      {
        PATH: '/bin',
        DATABASE_URL: 'ignored',
        DEMO_MEMBERS: '5',
        ADMIN_PASSWORD: 'secret!!',
        ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        DIGEST_INTERVAL_MS: '3000',
        MAIL_POLL_MS: '1000',
      },
      infra,
      portal,
    );
    expect(env).toMatchObject({
      PATH: '/bin',
      DEMO_MEMBERS: '5',
      DIGEST_INTERVAL_MS: '3000',
      MAIL_POLL_MS: '1000',
      NODE_ENV: 'development',
      NATS_URL: infra.natsUrl,
      S3_ENDPOINT: infra.s3Endpoint,
      S3_ACCESS_KEY: 'minioadmin',
      S3_SECRET_KEY: 'minioadmin',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      PORTAL_URL: 'http://localhost:8080',
      APP_KEY: 'local-dev-key',
      GATEWAY_PORT: '3000',
      LOG_LEVEL: 'info',
    });
    expect(env).not.toHaveProperty('ADMIN_PASSWORD');
    expect(env).not.toHaveProperty('ADMIN_TOTP_SECRET');
  });

  it("passes no deployable another's NATS password", () => {
    const env = childEnvironment(
      { GATEWAY_NATS_PASSWORD: 'g4teway', SVC_AUTH_NATS_PASSWORD: 'au7h' },
      infra,
      portal,
    );
    expect(env).not.toHaveProperty('GATEWAY_NATS_PASSWORD');
    expect(env).not.toHaveProperty('SVC_AUTH_NATS_PASSWORD');
  });
});

describe('serviceSecrets', () => {
  const secrets = {
    databaseUrls: {
      'svc-auth': 'postgres://svc_auth:a@127.0.0.1:5433',
      'svc-profile': 'postgres://svc_profile:p@127.0.0.1:5433',
      'svc-interest': 'postgres://svc_interest:i@127.0.0.1:5433',
      'svc-billing': 'postgres://svc_billing:b@127.0.0.1:5433',
    },
    signingKeySecret: 'sealing-secret',
  };

  it('gives each service its own database login and no deployable the superuser', () => {
    const shared = childEnvironment(
      {
        DATABASE_URL: infra.databaseUrl,
        DATABASE_ADMIN_URL: infra.databaseUrl,
        SIGNING_KEY_SECRET: 'from-the-shell',
      },
      infra,
      portal,
    );
    expect(shared).not.toHaveProperty('DATABASE_URL');
    expect(shared).not.toHaveProperty('DATABASE_ADMIN_URL');
    expect(shared).not.toHaveProperty('SIGNING_KEY_SECRET');
    expect(serviceSecrets('svc-profile', secrets)).toEqual({
      DATABASE_URL: 'postgres://svc_profile:p@127.0.0.1:5433',
    });
    expect(serviceSecrets('svc-auth', secrets)).toEqual({
      DATABASE_URL: 'postgres://svc_auth:a@127.0.0.1:5433',
      SIGNING_KEY_SECRET: 'sealing-secret',
    });
    expect(serviceSecrets('gateway', secrets)).toEqual({});
  });
});

describe('migrationEnvironment', () => {
  it('tells only svc-auth the admin login', () => {
    const env = childEnvironment({}, infra, portal);
    expect(migrationEnvironment('svc-auth', env, admin)).toMatchObject({
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'p4ssword-p4ss',
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect(migrationEnvironment('svc-profile', env, admin)).not.toHaveProperty('ADMIN_PASSWORD');
    expect(migrationEnvironment('svc-profile', env, admin)).not.toHaveProperty('ADMIN_TOTP_SECRET');
  });
});

describe('requiredBuilds', () => {
  it('lists the migrations, the services, the gateway and the shell', () => {
    const files = requiredBuilds('/r');
    expect(files).toContain('/r/svc-auth/dist/migrate.js');
    expect(files).toContain('/r/svc-billing/dist/main.js');
    expect(files).toContain('/r/gateway/dist/main.js');
    expect(files).toContain('/r/shell/dist/index.html');
  });
});
