import { Client, CopyConditions, type BucketItem } from 'minio';
import { type Readable } from 'node:stream';
import { z } from 'zod';
import { loadConfig, storageEnv, type StorageConfig } from './config';
import { withTimeout } from './health';

export const Buckets = { photos: 'photos', receipts: 'receipts', exports: 'exports' } as const;
export type Bucket = (typeof Buckets)[keyof typeof Buckets];

export interface StoredObject {
  size: number;
  contentType: string;
  /** When it was stored (by the store's clock). */
  lastModified: Date;
  /** Lower-case names; our own metadata without its `x-amz-meta-` prefix. */
  metadata: Record<string, string>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

const healthProbeKey = 'health/probe';

function isMissingObject(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

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
      if (await this.client.bucketExists(bucket)) continue;
      try {
        await this.client.makeBucket(bucket);
      } catch (error) {
        // Another replica starting at the same moment made it first.
        if (!(await this.client.bucketExists(bucket))) throw error;
      }
    }
  }

  /**
   * Whether the store answers: one HEAD of a fixed key, whose "not found" is an answer too. A
   * bucket check would do (some stores list the bucket for it), growing with the members.
   */
  async isReachable(): Promise<boolean> {
    try {
      await withTimeout(
        this.client.statObject(Buckets.photos, healthProbeKey).catch((error: unknown) => {
          if (!isMissingObject(error)) throw error;
        }),
        2000,
        'Object storage',
      );
      return true;
    } catch {
      return false;
    }
  }

  /** Stores an object; `metadata` keys are lower-case and travel as `x-amz-meta-*`. */
  async put(
    bucket: Bucket,
    key: string,
    data: Buffer,
    contentType: string,
    metadata: Record<string, string> = {},
  ): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': contentType };
    for (const [name, value] of Object.entries(metadata)) headers[`x-amz-meta-${name}`] = value;
    await this.client.putObject(bucket, key, data, data.length, headers);
  }

  /** Copies an object inside the store (no bytes pass through us): `to` is overwritten. */
  async copy(from: { bucket: Bucket; key: string }, to: { bucket: Bucket; key: string }) {
    const conditions = new CopyConditions();
    await this.client.copyObject(to.bucket, to.key, `/${from.bucket}/${from.key}`, conditions);
  }

  /** An object's size, type and metadata, or null when there is no such object. */
  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(bucket, key);
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(stat.metaData as Record<string, unknown>)) {
        if (typeof value === 'string') metadata[name.toLowerCase()] = value;
      }
      return {
        size: stat.size,
        contentType: metadata['content-type'] ?? '',
        lastModified: stat.lastModified,
        metadata,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /**
   * A bucket's objects with when each was stored. S3 lists a page (up to 1,000) at a time and
   * the next page is asked for only as the caller reads on, so a bucket is never held whole.
   * With `prefix`, only the keys that start with it.
   */
  async *list(bucket: Bucket, prefix = ''): AsyncGenerator<ListedObject> {
    const items = this.client.listObjectsV2(bucket, prefix, true) as AsyncIterable<BucketItem>;
    for await (const item of items) {
      if (item.name !== undefined) yield { key: item.name, lastModified: item.lastModified };
    }
  }

  get(bucket: Bucket, key: string): Promise<Readable> {
    return this.client.getObject(bucket, key);
  }

  /** Removes objects; keys that do not exist are not an error. */
  async remove(bucket: Bucket, ...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(bucket, keys);
  }
}

/**
 * Makes the buckets a service writes to, from the environment's storage settings alone: a
 * migration's seed runs before (and without) the rest of the service's configuration.
 */
export function ensureBucketsFrom(
  env: Record<string, string | undefined>,
  buckets: readonly Bucket[],
): Promise<void> {
  return new ObjectStorage(loadConfig(z.object(storageEnv), env)).ensureBuckets(buckets);
}
