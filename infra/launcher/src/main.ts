import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killAllNow } from './child';
import { adminTotpUri, type AdminOrigin } from './admin';
import { formatLine, type OutputStyle } from './output';
import { Portal, Stopped, type PortalInfo } from './portal';
import { readSettings, SettingsError } from './settings';

// `npm start`: builds, then runs this file: the whole portal on this machine (DESIGN.md §7).
const repoRoot = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const style: OutputStyle = {
  width: 'svc-interest:migrate'.length,
  color: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined,
};
const print = (name: string, line: string) =>
  process.stdout.write(`${formatLine(name, line, style)}\n`);
const log = (line: string) => print('launcher', line);

function describeAdmin(info: PortalInfo, origin: AdminOrigin, variable: string): string {
  const relative = path.relative(process.cwd(), info.adminFile);
  const where = relative.startsWith('..') ? info.adminFile : relative;
  switch (origin) {
    case 'env':
      return `from ${variable}`;
    case 'saved':
      return `saved in ${where}`;
    case 'generated':
      return `made now and saved in ${where}`;
  }
}

function printSummary(info: PortalInfo): void {
  log('');
  log(`The portal is up: ${info.url}`);
  const { admin } = info;
  log(
    `  admin login    ${admin.username} / ${admin.password}  (${describeAdmin(info, admin.origin, 'ADMIN_PASSWORD')})`,
  );
  log(
    `  admin TOTP     ${adminTotpUri(admin)}  (${describeAdmin(info, admin.totpOrigin, 'ADMIN_TOTP_SECRET')}; add it to an authenticator app, whose 6-digit code the admin login asks for)`,
  );
  log(`  Postgres       ${info.postgres}`);
  log(`  NATS           ${info.nats}`);
  log(`  object storage ${info.storage}`);
  log(`  mail           ${info.mail}`);
  log('Stop it with Ctrl-C.');
  log('');
}

async function main(): Promise<number> {
  let settings;
  try {
    settings = readSettings(process.env, repoRoot);
  } catch (error) {
    if (error instanceof SettingsError) {
      log(error.message);
      return 2;
    }
    throw error;
  }

  const portal = new Portal({
    settings,
    env: process.env,
    sink: (name, line) => print(name, line),
    log,
  });
  // A Ctrl-C reaches this process twice under `npm start` (from the terminal, and forwarded
  // by npm): a repeat within a second is that same Ctrl-C, a later one means "force".
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstSignalAt === undefined) {
      firstSignalAt = now;
      log(`${signal}: stopping everything (press Ctrl-C again to force)`);
      void portal.stop();
      return;
    }
    if (now - firstSignalAt < 1000) return;
    log(`${signal} again: killing everything now`);
    killAllNow();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  // Whatever way this process ends, no child outlives it.
  process.on('exit', killAllNow);
  process.on('uncaughtException', (error) => {
    log(`launcher error: ${error.stack ?? error.message}`);
    void portal.stop('the launcher failed', 1);
  });

  try {
    printSummary(await portal.start());
  } catch (error) {
    // start() has stopped what it started and logged why; anything else is a bug to show.
    if (!(error instanceof Stopped) && !(error instanceof Error)) log(String(error));
  }
  const end = await portal.finished;
  log(end.code === 0 ? 'stopped' : 'stopped after an error');
  return end.code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(
      `launcher error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    killAllNow();
    process.exit(1);
  },
);
