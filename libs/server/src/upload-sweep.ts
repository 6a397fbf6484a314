import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type Provider,
  type Type,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Clock } from './clock';
import { type UploadSweepConfig } from './config';
import { errorMessage } from './errors';
import { ObjectStorage, type Bucket } from './storage';

const hourMs = 3_600_000;
/** Keys judged at once: one S3 list page, one bound query, one delete request. */
const batchSize = 1000;

const uploadKey =
  /^(?:(?:card|look)\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The upload an object belongs to (`<fileId>`, `card/<fileId>`, `look/<fileId>`), or null. */
export function uploadIdOfKey(key: string): string | null {
  return uploadKey.exec(key)?.[1] ?? null;
}

export interface UploadSweepOptions {
  bucket: Bucket;
  /** Which of these uploads a row binds (a photo slot, a site image, an order's receipt). */
  bound(fileIds: string[]): Promise<Set<string>>;
  config: UploadSweepConfig;
  clock: Clock;
}

/** `swept: false`: another replica was sweeping the bucket, so this one left it alone. */
export type SweepOutcome = { swept: false } | { swept: true; removed: number };

/**
 * Removes the objects of uploads no row binds once they are UNBOUND_UPLOAD_MAX_AGE_HOURS old,
 * at start and every UPLOAD_SWEEP_INTERVAL_MINUTES, in the service that owns the binding rows.
 * One replica sweeps a bucket at a time (a Postgres advisory lock); one finding it taken skips
 * its turn. Binding refuses an upload an hour younger than the sweep's age (`tooOldToBind`),
 * so a bind under way when the sweep looks has committed its row long before its file is old
 * enough to be taken.
 */
export class UploadSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly options: UploadSweepOptions,
  ) {}

  private get maxAgeMs(): number {
    return this.options.config.UNBOUND_UPLOAD_MAX_AGE_HOURS * hourMs;
  }

  /** Whether an upload stored at `storedAt` is too old to be bound to a row now. */
  tooOldToBind(storedAt: Date): boolean {
    return this.options.clock.now().getTime() - storedAt.getTime() > this.maxAgeMs - hourMs;
  }

  onApplicationBootstrap(): void {
    this.tick();
    const intervalMs = this.options.config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }

  /** One sweep, after any this instance has under way. */
  sweep(): Promise<SweepOutcome> {
    const run = this.current.then(() => this.sweepOnce());
    this.current = run.catch(() => undefined);
    return run;
  }

  private sweepOnce(): Promise<SweepOutcome> {
    const { bucket } = this.options;
    return this.dataSource.transaction(async (manager) => {
      const [lock] = await manager.query<{ locked: boolean }[]>(
        `SELECT pg_try_advisory_xact_lock(hashtext('upload-sweep'), hashtext($1)) AS locked`,
        [bucket],
      );
      if (!lock?.locked) return { swept: false };
      const storedBefore = this.options.clock.now().getTime() - this.maxAgeMs;
      let removed = 0;
      let batch: string[] = [];
      for await (const object of this.storage.list(bucket)) {
        if (this.stopping) break;
        if (object.lastModified.getTime() >= storedBefore) continue;
        batch.push(object.key);
        if (batch.length === batchSize) {
          removed += await this.removeUnbound(batch);
          batch = [];
        }
      }
      removed += await this.removeUnbound(batch);
      return { swept: true, removed };
    });
  }

  /** Removes those of these old keys whose upload no row binds; answers how many. */
  private async removeUnbound(keys: string[]): Promise<number> {
    const uploads = new Map<string, string>();
    for (const key of keys) {
      const fileId = uploadIdOfKey(key);
      if (fileId) uploads.set(key, fileId.toLowerCase());
    }
    if (uploads.size === 0) return 0;
    const bound = await this.options.bound([...new Set(uploads.values())]);
    const unbound = [...uploads].filter(([, fileId]) => !bound.has(fileId)).map(([key]) => key);
    await this.storage.remove(this.options.bucket, ...unbound);
    return unbound.length;
  }

  private tick(): void {
    this.sweep().then(
      (outcome) => {
        if (outcome.swept && outcome.removed > 0)
          this.logger.log({
            msg: 'unbound uploads removed',
            bucket: this.options.bucket,
            removed: outcome.removed,
          });
      },
      (error: unknown) =>
        this.logger.error({
          msg: 'upload sweep failed',
          bucket: this.options.bucket,
          error: errorMessage(error),
        }),
    );
  }
}

/**
 * The sweeper of `bucket` for a service whose `Repository` knows which uploads are bound: one
 * provider declaration for every service that owns uploads.
 */
export function uploadSweeperProvider<Repository>(
  bucket: Bucket,
  repository: Type<Repository>,
  bound: (rows: Repository, fileIds: string[]) => Promise<Set<string>>,
  config: UploadSweepConfig,
  clock: Clock,
): Provider {
  return {
    provide: UploadSweeper,
    inject: [DataSource, ObjectStorage, repository],
    useFactory: (dataSource: DataSource, storage: ObjectStorage, rows: Repository) =>
      new UploadSweeper(dataSource, storage, {
        bucket,
        bound: (fileIds) => bound(rows, fileIds),
        config,
        clock,
      }),
  };
}
