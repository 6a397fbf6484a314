import fs from 'node:fs';
import path from 'node:path';
import { ManagedChild, describeExit, type ChildSpec } from './child';
import { stopLeftover } from './leftover';
import type { LineSink } from './output';
import { preferredOrFree } from './ports';
import { natsAnswers } from './probes';

export const natsInstallHint =
  'No NATS server answers on 127.0.0.1:4222 and there is no nats-server to start. Install one ' +
  '(Debian/Ubuntu: sudo apt-get install nats-server; macOS: brew install nats-server; or a ' +
  'release from https://github.com/nats-io/nats-server/releases), or set NATS_URL.';

/** Debian installs nats-server in /usr/sbin, which a normal user's PATH may lack. */
const sbinDirs = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** The first executable file of that name on the PATH (then in the sbin folders). */
export function findExecutable(
  name: string,
  pathVariable: string | undefined,
  extraDirs = sbinDirs,
): string | undefined {
  const dirs = [
    ...(pathVariable ?? '').split(path.delimiter).filter((dir) => dir !== ''),
    ...extraDirs,
  ];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      const stat = fs.statSync(candidate);
      if (stat.isFile()) {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      }
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface StartedNats {
  url: string;
  port: number;
  child: ManagedChild;
  /** How it was started, to start it again the same way. */
  spec: ChildSpec;
}

/** nats-server with JetStream, its store in `<dataDir>/nats`, on 4222 if free. */
export async function startNatsServer(options: {
  binary: string;
  dataDir: string;
  sink: LineSink;
  log: (message: string) => void;
}): Promise<StartedNats> {
  const store = path.join(options.dataDir, 'nats');
  const pidFile = path.join(options.dataDir, 'nats.pid');
  fs.mkdirSync(store, { recursive: true });
  await stopLeftover(pidFile, 'nats-server', options.log);
  const port = await preferredOrFree(4222);
  const spec: ChildSpec = {
    name: 'nats',
    command: options.binary,
    args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store, '-P', pidFile],
  };
  const child = ManagedChild.start(spec, options.sink);
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await natsAnswers(url, 500))) {
    if (child.hasExited)
      throw new Error(`nats-server stopped: ${describeExit(await child.exited)}`);
    if (Date.now() > deadline) {
      await child.stop(5000);
      throw new Error(`nats-server did not answer on port ${port} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, spec };
}
