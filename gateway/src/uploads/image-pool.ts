import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import sharp from 'sharp';
import { ErrorCode, MessageCode } from '@dating/contracts';
import { errorMessage, ServiceException } from '@dating/server';
import { type RenderedImage, type RenderRequest } from './image-render';
import { type ImageWorkerReply } from './image-worker';

export interface ImagePoolOptions {
  /** Worker threads rendering at once. */
  workers: number;
  /** Uploads waiting for a worker; one more is answered 503 with Retry-After. */
  queueLength: number;
  /** How long an upload may wait for a worker, and then how long its rendering may take. */
  deadlineMs: number;
}

export type ImageJob = Omit<RenderRequest, 'timeoutSeconds'>;

interface Waiting {
  job: ImageJob;
  resolve: (image: RenderedImage) => void;
  reject: (error: unknown) => void;
  /** Past it, a job still in the queue is answered 503. */
  timer: NodeJS.Timeout;
}

/**
 * The compiled worker next to this module, or (this module running from its TypeScript source,
 * as under jest) the source, compiled by swc as it loads: node cannot run TypeScript itself.
 */
function spawnWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: 64 } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./image-worker.js', import.meta.url), options);
  const entry = fileURLToPath(new URL('./image-worker.ts', import.meta.url));
  const fromSource = `
    const { createRequire } = require('node:module');
    const { readFileSync } = require('node:fs');
    const load = createRequire(${JSON.stringify(entry)});
    const { transformSync } = load('@swc/core');
    load.extensions['.ts'] = (module, filename) => {
      const source = readFileSync(filename, 'utf8');
      const options = {
        filename,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      };
      module._compile(transformSync(source, options).code, filename);
    };
    load(${JSON.stringify(entry)});
  `;
  return new Worker(fromSource, { ...options, eval: true });
}

/** A worker not loaded by then is broken (it loads in well under a second). */
const workerLoadMs = 30000;

const unreadable = () =>
  new ServiceException(ErrorCode.UnsupportedMediaType, MessageCode.imageUnreadable);

/**
 * Image work off the event loop: a few worker threads, a short queue and a deadline. A worker
 * past the deadline is terminated and replaced; libvips' own timeout stops the native work it
 * was doing. sharp's settings are process-wide: no cache, one libvips thread per pipeline.
 */
export class ImagePool implements OnModuleDestroy {
  private readonly logger = new Logger(ImagePool.name);
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Waiting[] = [];
  private readonly retryAfterSeconds: number;
  private running = 0;
  private closed = false;

  constructor(private readonly options: ImagePoolOptions) {
    this.retryAfterSeconds = Math.ceil(options.deadlineMs / 1000);
    sharp.cache(false);
    sharp.concurrency(1);
  }

  render(job: ImageJob): Promise<RenderedImage> {
    if (this.closed) return Promise.reject(this.busy());
    return new Promise<RenderedImage>((resolve, reject) => {
      if (this.running < this.options.workers) {
        this.start(job, resolve, reject);
        return;
      }
      if (this.queue.length >= this.options.queueLength) {
        reject(this.busy());
        return;
      }
      const waiting: Waiting = {
        job,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiting), 1);
          reject(this.busy());
        }, this.options.deadlineMs),
      };
      this.queue.push(waiting);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) {
      clearTimeout(waiting.timer);
      waiting.reject(this.busy());
    }
    this.idle.length = 0;
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private start(
    job: ImageJob,
    resolve: (image: RenderedImage) => void,
    reject: (error: unknown) => void,
  ): void {
    this.running += 1;
    const idle = this.idle.pop();
    const worker = idle ?? this.spawn();
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: { image: RenderedImage } | { error: ServiceException }) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if ('image' in outcome && !this.closed) this.idle.push(worker);
      else void worker.terminate();
      if ('image' in outcome) resolve(outcome.image);
      else reject(outcome.error);
      this.running -= 1;
      this.startNext();
    };
    // The deadline counts from the moment the worker has loaded and gets the job; loading
    // (sharp, and under jest the compiler) has a bound of its own.
    const armDeadline = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        this.logger.warn({ msg: 'image worker over its deadline, replaced', deadlineMs: ms });
        finish({ error: this.timedOut() });
      }, ms);
    };
    const begin = () => {
      armDeadline(this.options.deadlineMs);
      worker.postMessage({
        ...job,
        timeoutSeconds: this.retryAfterSeconds,
      } satisfies RenderRequest);
    };
    const onMessage = (reply: ImageWorkerReply) => {
      if ('ready' in reply) begin();
      else if (reply.ok) finish({ image: { full: reply.full, card: reply.card } });
      else {
        this.logger.warn({ msg: 'upload could not be rendered', error: reply.error });
        // libvips' own timeout ("timeout: 40% complete") is the deadline, reached natively.
        finish({ error: reply.error.includes('timeout') ? this.timedOut() : unreadable() });
      }
    };
    const onError = (error: Error) => {
      this.logger.warn({ msg: 'image worker failed', error: errorMessage(error) });
      finish({ error: unreadable() });
    };
    const onExit = () => finish({ error: this.closed ? this.busy() : unreadable() });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    if (idle) begin();
    else armDeadline(workerLoadMs);
  }

  private spawn(): Worker {
    const worker = spawnWorker();
    worker.unref();
    this.workers.add(worker);
    worker.once('exit', () => this.workers.delete(worker));
    return worker;
  }

  private busy(): ServiceException {
    return new ServiceException(
      ErrorCode.Unavailable,
      MessageCode.imageBusy,
      this.retryAfterSeconds,
    );
  }

  private timedOut(): ServiceException {
    return new ServiceException(
      ErrorCode.Unavailable,
      MessageCode.imageTimedOut,
      this.retryAfterSeconds,
    );
  }

  private startNext(): void {
    const next = this.queue.shift();
    if (!next) return;
    clearTimeout(next.timer);
    this.start(next.job, next.resolve, next.reject);
  }
}
