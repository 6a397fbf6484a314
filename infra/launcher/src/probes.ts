import net from 'node:net';
import pg from 'pg';

/** Connects as the URL's user and runs SELECT 1. */
export async function postgresAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A NATS server greets every new connection with an `INFO {...}` line. */
export function natsAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname.replace(/^\[|\]$/g, '');
    port = Number(parsed.port || 4222);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let received = '';
    const done = (answer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.startsWith('INFO ')) done(true);
      else if (received.length > 4) done(false);
    });
    socket.on('error', () => done(false));
    socket.on('close', () => done(false));
  });
}

/** MinIO answers its liveness URL without credentials. */
export async function minioAnswers(endpoint: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const response = await fetch(new URL('/minio/health/live', endpoint), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
