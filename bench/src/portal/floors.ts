import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { latencyOf, type Latency } from './stats';

/** A bare node:http server answering "hello", in a process of its own as the gateway is. */
export async function startHelloServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const script = `require('node:http')
    .createServer((request, response) => response.end('hello'))
    .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [port] = (await once(lines, 'line')) as [string];
  lines.close();
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Calls before each one-at-a-time measure: connections open, caches and pools warm. */
export const warmupCalls = 20;

async function timed(
  requests: number,
  work: (index: number) => Promise<unknown>,
): Promise<Latency> {
  for (let i = 0; i < warmupCalls; i += 1) await work(i);
  const timings: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    await work(i);
    timings.push(performance.now() - started);
  }
  return latencyOf(timings);
}

/** A request-reply round trip between two plain `nats` connections, one at a time. */
export async function natsRoundTrip(url: string, requests: number): Promise<Latency> {
  const responder = await connect({ servers: url });
  const requester = await connect({ servers: url });
  try {
    const subject = 'bench.floor';
    responder.subscribe(subject, {
      callback: (_error, message) => {
        message.respond('{"ok":1}');
      },
    });
    await responder.flush();
    return await timed(requests, () => requester.request(subject, '{"ping":1}', { timeout: 5000 }));
  } finally {
    await requester.close();
    await responder.close();
  }
}

/**
 * svc-profile's own login to the launcher's embedded Postgres, found as the launcher leaves it
 * in DATA_DIR: the port in the server's postmaster.pid (its fourth line), the role's password in
 * pg-roles/.
 */
export function profileDatabaseUrl(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(pid[3]);
  if (!Number.isInteger(port)) throw new Error(`No port in ${dataDir}/pg/postmaster.pid`);
  const password = readFileSync(path.join(dataDir, 'pg-roles', 'svc_profile'), 'utf8').trim();
  return `postgres://svc_profile:${encodeURIComponent(password)}@127.0.0.1:${port}/profile`;
}

/** A primary-key read of a member's row with a plain `pg` client, one at a time. */
export async function postgresLookup(
  databaseUrl: string,
  userIds: readonly number[],
  requests: number,
): Promise<Latency> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await timed(requests, (index) =>
      client.query('SELECT * FROM user_info WHERE user_id = $1', [userIds[index % userIds.length]]),
    );
  } finally {
    await client.end();
  }
}
