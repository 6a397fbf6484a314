import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { freePort, waitUntilListening } from './net';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function natsServerOnPath(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Starts `nats-server` from the PATH with JetStream, storing under `storeDir`. */
export async function startNatsServer(options: {
  storeDir: string;
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.storeDir, { recursive: true });
  const child = spawn(
    'nats-server',
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', options.storeDir],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilListening('127.0.0.1', port, 10000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
