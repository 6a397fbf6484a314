import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newTotpSecret } from '@dating/server/totp';
import { freePort } from './net';

/** The code the admin's authenticator app shows now: e2e and the benchmarks log in with it. */
export { totpCode } from '@dating/server/totp';

// libs/testing/src (tests) or libs/testing/dist (built): the repository is three folders up.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const launcher = path.join(repoRoot, 'infra', 'launcher', 'dist', 'main.js');

export interface RunningPortal {
  /** The web origin members open (it passes /api on to the gateway). */
  url: string;
  /** The gateway itself, behind the web origin. */
  gatewayUrl: string;
  appKey: string;
  adminPassword: string;
  /** The admin's second factor (base32): `totpCode(adminTotpSecret)` is the code to log in with. */
  adminTotpSecret: string;
  /** The launcher's mail catcher (Mailpit's API): every mail the portal sends. */
  mailUrl: string;
  /** The scratch folder of its embedded Postgres, NATS and object store (DATA_DIR). */
  dataDir: string;
  /** Everything the launcher printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartPortalOptions {
  /** How long the launcher may take until it says the portal is up (demo seeding included). */
  upWithinMs?: number;
}

/**
 * Until the launcher says the portal is up: its parts answer, and it supervises them from then
 * on (a part that dies while it starts stops the start instead of being restarted).
 */
async function waitForUp(
  output: () => string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The launcher exited with ${child.exitCode} before the portal was up`);
    if (output().includes('The portal is up')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The portal was not up within ${timeoutMs / 1000} s`);
}

/**
 * The composed portal exactly as `npm start` runs it, on free ports, with its own embedded
 * Postgres, nats-server and object store in a scratch folder, so it never meets a portal a
 * developer is running.
 */
export async function startPortal(
  extraEnv: Record<string, string> = {},
  options: StartPortalOptions = {},
): Promise<RunningPortal> {
  if (!existsSync(launcher)) throw new Error('The portal is not built: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dating-portal-'));
  // Embedded Postgres runs as the `postgres` user when we are root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const gatewayPort = await freePort();
  const mailInboxPort = await freePort();
  const appKey = 'e2e-application-key';
  const adminPassword = 'e2e-admin-password';
  const adminTotpSecret = extraEnv['ADMIN_TOTP_SECRET'] || newTotpSecret();
  const output: string[] = [];
  const child = spawn(process.execPath, [launcher], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      GATEWAY_PORT: String(gatewayPort),
      DATA_DIR: dataDir,
      LAUNCHER_EMBEDDED: '1',
      APP_KEY: appKey,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_TOTP_SECRET: adminTotpSecret,
      LOG_LEVEL: 'warn',
      // Enough members for a full home page, few enough to seed in seconds.
      DEMO_MEMBERS: '12',
      // Blank is unset: the launcher's own mail catcher, whatever the developer's SMTP_URL.
      SMTP_URL: '',
      MAIL_INBOX_PORT: String(mailInboxPort),
      PORTAL_URL: `http://127.0.0.1:${port}`,
      // Each simulated device names its address in X-Forwarded-For (e2e's deviceAddress).
      WEB_TRUST_PROXY: 'loopback',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUp(() => output.join(''), child, options.upWithinMs ?? 180000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-4000)}`, {
      cause: error,
    });
  }
  return {
    url,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    appKey,
    adminPassword,
    adminTotpSecret,
    mailUrl: `http://127.0.0.1:${mailInboxPort}`,
    dataDir,
    output: () => output.join(''),
    stop,
  };
}
