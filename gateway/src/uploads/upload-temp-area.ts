import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { Logger } from '@nestjs/common';
import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';

export interface TempAreaOptions {
  /** The folder this gateway's own folder is made in (made 0700 when missing). */
  root: string;
  /** Bytes on disk at once; an upload that would go past them is answered 503. */
  maxBytes: number;
  /** The Retry-After of that 503. */
  retryAfterSeconds: number;
}

/**
 * The folders of the areas open in this process: several gateways may run in one process (as
 * under jest), and each sweeps only what no live gateway holds.
 */
const openInThisProcess = new Set<string>();

/** `<pid>-<random>`: the folder one gateway process made (mkdtemp adds six characters). */
const areaFolderName = /^(\d+)-[A-Za-z0-9]{6}$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether an entry of the root was left by a gateway that no longer runs (or is not ours). */
export function isLeftBehind(root: string, entry: string): boolean {
  const match = areaFolderName.exec(entry);
  if (!match) return true;
  const pid = Number(match[1]);
  if (pid === process.pid) return !openInThisProcess.has(path.join(root, entry));
  return !isRunning(pid);
}

/** The root as a folder only this user reaches: never a link, nor someone else's folder. */
async function ensurePrivateRoot(root: string): Promise<void> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const stats = await lstat(root);
  if (!stats.isDirectory()) throw new Error(`UPLOAD_TEMP_DIR ${root} is not a folder`);
  if (process.getuid && stats.uid !== process.getuid())
    throw new Error(`UPLOAD_TEMP_DIR ${root} belongs to another user`);
  await chmod(root, 0o700);
}

/**
 * Where uploads are written while they arrive, instead of memory: a private folder (0700) of
 * this gateway, files in it 0600, each removed once its upload is done or failed, the folder
 * itself at shutdown, and what a gateway that stopped without it left there swept at start.
 * The bytes on disk at once are bounded.
 */
export class UploadTempArea {
  private readonly logger = new Logger(UploadTempArea.name);
  private folder: string | undefined;
  private used = 0;

  constructor(private readonly options: TempAreaOptions) {}

  async open(): Promise<void> {
    const { root } = this.options;
    await ensurePrivateRoot(root);
    const stale = (await readdir(root)).filter((entry) => isLeftBehind(root, entry));
    await Promise.all(
      stale.map((entry) => rm(path.join(root, entry), { recursive: true, force: true })),
    );
    if (stale.length > 0)
      this.logger.log({ msg: 'upload folders left behind swept', folders: stale.length });
    this.folder = await mkdtemp(path.join(root, `${process.pid}-`));
    await chmod(this.folder, 0o700);
    openInThisProcess.add(this.folder);
  }

  async close(): Promise<void> {
    const folder = this.folder;
    if (folder === undefined) return;
    this.folder = undefined;
    await rm(folder, { recursive: true, force: true });
    openInThisProcess.delete(folder);
  }

  /** This gateway's own folder. */
  get directory(): string {
    if (this.folder === undefined) throw new Error('The upload temp area is not open');
    return this.folder;
  }

  /** Bytes on disk now. */
  get bytesUsed(): number {
    return this.used;
  }

  get isFull(): boolean {
    return this.used >= this.options.maxBytes;
  }

  /** A new file's place (nothing is made before it is opened). */
  newFile(): TempFile {
    return new TempFile(path.join(this.directory, randomUUID()), this);
  }

  /** Counts `bytes` more on disk, when they fit. */
  claim(bytes: number): boolean {
    if (this.used + bytes > this.options.maxBytes) return false;
    this.used += bytes;
    return true;
  }

  release(bytes: number): void {
    this.used -= bytes;
  }

  /** The answer to an upload that does not fit. */
  full(): ServiceException {
    return new ServiceException(
      ErrorCode.Unavailable,
      MessageCode.imageBusy,
      this.options.retryAfterSeconds,
    );
  }
}

/** One upload's file in the area: written once through `meter()` and `open()`, then removed. */
export class TempFile {
  private bytes = 0;
  private output: WriteStream | undefined;
  private removed = false;

  constructor(
    readonly path: string,
    private readonly area: UploadTempArea,
  ) {}

  /** Its bytes so far. */
  get size(): number {
    return this.bytes;
  }

  /** Counts what passes against the area's bytes; past them, fails with the area's 503. */
  meter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) => {
        if (!this.area.claim(chunk.length)) {
          done(this.area.full());
          return;
        }
        this.bytes += chunk.length;
        done(null, chunk);
      },
    });
  }

  /** The file, made here (0600, and never over a file that exists). */
  open(): WriteStream {
    this.output = createWriteStream(this.path, { flags: 'wx', mode: 0o600 });
    return this.output;
  }

  /** Removes the file (after its stream let go of it) and gives its bytes back; once. */
  async remove(): Promise<void> {
    if (this.removed) return;
    this.removed = true;
    const output = this.output;
    if (output && !output.closed) {
      const closed = new Promise<void>((resolve) => output.once('close', () => resolve()));
      output.destroy();
      await closed;
    }
    try {
      await rm(this.path, { force: true });
    } finally {
      this.area.release(this.bytes);
      this.bytes = 0;
    }
  }
}
