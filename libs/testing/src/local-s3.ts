import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import awsAccounts from 's3rver/lib/models/account.js';
import { freePort } from './net';
import { type RunningServer } from './nats-server';

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
}

/** An S3-compatible server from the npm registry (s3rver), for machines without MinIO. */
export async function startLocalS3(
  options: { directory: string; port?: number } & S3Credentials,
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.directory, { recursive: true });
  awsAccounts.DUMMY_ACCOUNT.createKeyPair(options.accessKey, options.secretKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
  });
  await server.run();
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
