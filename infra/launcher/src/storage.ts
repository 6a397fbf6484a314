import fs from 'node:fs';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

export interface StartedStorage {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * An S3-compatible store in this process (s3rver), its objects under `directory`, accepting
 * the configured access key (s3rver itself knows only S3RVER/S3RVER). Path-style addressing.
 */
export async function startS3rver(options: {
  directory: string;
  accessKey: string;
  secretKey: string;
  port?: number;
}): Promise<StartedStorage> {
  fs.mkdirSync(options.directory, { recursive: true });
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(options.accessKey, options.secretKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    vhostBuckets: false,
  });
  const address = await server.run();
  const port = (address as { port?: unknown } | null)?.port;
  if (typeof port !== 'number') throw new Error('s3rver did not report its port');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => server.close(),
  };
}
