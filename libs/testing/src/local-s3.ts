import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import awsAccounts from 's3rver/lib/models/account.js';
import { type RunningServer } from './nats-server';

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
}

export interface LocalS3 extends RunningServer {
  port: number;
}

/**
 * An S3-compatible store in this process (s3rver, from the npm registry) for machines without
 * MinIO: objects under `directory`, path-style, accepting the configured keys (s3rver itself
 * knows only S3RVER/S3RVER). Used by the test harness and by `npm start`.
 */
export async function startLocalS3(
  options: { directory: string; port?: number } & S3Credentials,
): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  awsAccounts.DUMMY_ACCOUNT.createKeyPair(options.accessKey, options.secretKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
  });
  const address = await server.run();
  const port = (address as { port?: unknown } | null)?.port;
  if (typeof port !== 'number') throw new Error('s3rver did not report its port');
  return { url: `http://127.0.0.1:${port}`, port, stop: () => server.close() };
}
