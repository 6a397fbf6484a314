import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import archiver from 'archiver';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { z } from 'zod';
import {
  authCalls,
  exportObjectKey,
  exportReadmeName,
  gatewayRoutes,
  MessageCode,
  Role,
  type ExportManifest,
} from '@dating/contracts';
import { Buckets, CallClient, errorMessage, notFound, ObjectStorage } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { fromStorage } from '../files/storage-failure';
import { readmeOf } from './readme-texts';

const exportIdSchema = z.uuid();

/** Files already compressed (photos, receipts) are stored as they are; JSON is deflated. */
const compressedPath = /\.(?:webp|jpe?g|png|gif|zip)$/;

/** `<username>-data-<date>.zip`, with nothing in the name that a header or a file system minds. */
export function exportFileName(manifest: Pick<ExportManifest, 'username' | 'ready_at'>): string {
  const name = manifest.username.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return `${name}-data-${manifest.ready_at.slice(0, 10)}.zip`;
}

/**
 * Passes an object's bytes on and fails unless exactly `expected` came: a store that ends an
 * object early must not leave a shorter file in a zip that looks whole.
 */
class CountedBytes extends Transform {
  private seen = 0;

  constructor(
    private readonly path: string,
    private readonly expected: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.seen === this.expected) done();
    else done(new Error(`${this.path}: ${this.seen} bytes stored, ${this.expected} listed`));
  }
}

/**
 * GET /api/account/export/:exportId/download (key and bearer): a ready export as one zip, built
 * as it is sent: README.txt first, then every file of the manifest read from the exports bucket
 * one after another. Who may download it is svc-auth's word (auth.export.manifest, asked with the
 * caller the token names); its refusal is answered as it is. Once the zip has begun, a failure
 * of the store destroys the connection, so the browser sees a failed download rather than a
 * shorter zip that looks valid.
 */
@Controller()
export class ExportDownloadController {
  private readonly logger = new Logger('ExportDownload');

  constructor(
    private readonly authenticator: Authenticator,
    private readonly calls: CallClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(gatewayRoutes.exportDownload)
  async download(
    @Param('exportId') exportId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller = await this.authenticator.member(request.headers.authorization);
    if (!exportIdSchema.safeParse(exportId).success) throw notFound(MessageCode.exportNotFound);
    const manifest = await this.calls.call(authCalls.exportManifest, {
      export_id: exportId,
      asked_by: {
        user_id: caller.userId,
        role: caller.role === Role.Admin ? Role.Admin : Role.Member,
      },
    });

    // The first file is opened before the answer begins: a store that is down is a 503 then.
    const [firstFile] = manifest.files;
    const opened = new Map<string, Readable>();
    if (firstFile)
      opened.set(
        firstFile.path,
        await fromStorage(() =>
          this.storage.get(Buckets.exports, exportObjectKey(exportId, firstFile.path)),
        ),
      );

    const archive = archiver('zip', { zlib: { level: 6 } });
    const response = reply.raw;
    let current: Readable | undefined;
    let failure: Error | undefined;
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      stop();
      current?.destroy();
      for (const source of opened.values()) source.destroy();
      archive.abort();
      response.destroy();
    };
    archive.on('error', fail);
    archive.on('warning', fail);
    response.once('close', () => {
      if (!response.writableFinished) fail(new Error('the connection closed before the end'));
    });
    /** Until the next entry is written into the zip, or the download failed. */
    const nextEntry = () => Promise.race([once(archive, 'entry'), stopped]);

    reply.hijack();
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${exportFileName(manifest)}"`,
      'cache-control': 'no-store',
    });
    archive.pipe(response);
    try {
      const date = manifest.ready_at.slice(0, 10);
      const readme = readmeOf(manifest.lang, { username: manifest.username, date }, manifest.files);
      const readmeWritten = nextEntry();
      archive.append(readme, { name: exportReadmeName });
      await readmeWritten;
      for (const file of manifest.files) {
        if (failure) break;
        current =
          opened.get(file.path) ??
          (await this.storage.get(Buckets.exports, exportObjectKey(exportId, file.path)));
        opened.delete(file.path);
        current.once('error', fail);
        const counted = new CountedBytes(file.path, file.bytes).once('error', fail);
        const written = nextEntry();
        archive.append(current.pipe(counted), {
          name: file.path,
          store: compressedPath.test(file.path),
        });
        await written;
      }
      if (!failure) {
        const sent = Promise.race([once(response, 'finish'), stopped]);
        await archive.finalize();
        await sent;
      }
    } catch (error) {
      fail(error instanceof Error ? error : new Error(errorMessage(error)));
    }
    if (failure) {
      this.logger.warn({
        msg: 'data export download failed',
        exportId,
        userId: caller.userId,
        ownerId: manifest.user_id,
        bytes: archive.pointer(),
        error: errorMessage(failure),
      });
      return;
    }
    this.logger.log({
      msg: 'data export downloaded',
      exportId,
      userId: caller.userId,
      ownerId: manifest.user_id,
      files: manifest.files.length,
      bytes: archive.pointer(),
    });
  }
}
