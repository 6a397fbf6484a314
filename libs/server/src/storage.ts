import { Client } from 'minio';
import { type Readable } from 'node:stream';
import { type StorageConfig } from './config';
import { withTimeout } from './health';

export const Buckets = { photos: 'photos', receipts: 'receipts' } as const;
export type Bucket = (typeof Buckets)[keyof typeof Buckets];

/** Photos and receipts in any S3-compatible store (MinIO in compose), path-style. */
export class ObjectStorage {
  private readonly client: Client;

  constructor(config: StorageConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : endpoint.protocol === 'https:' ? 443 : 80,
      useSSL: endpoint.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
  }

  async ensureBuckets(buckets: readonly Bucket[] = Object.values(Buckets)): Promise<void> {
    for (const bucket of buckets) {
      if (!(await this.client.bucketExists(bucket))) await this.client.makeBucket(bucket);
    }
  }

  async isReachable(): Promise<boolean> {
    try {
      await withTimeout(this.client.bucketExists(Buckets.photos), 2000, 'Object storage');
      return true;
    } catch {
      return false;
    }
  }

  async put(bucket: Bucket, key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(bucket, key, data, data.length, { 'Content-Type': contentType });
  }

  get(bucket: Bucket, key: string): Promise<Readable> {
    return this.client.getObject(bucket, key);
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    await this.client.removeObject(bucket, key);
  }
}
