import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  exportObjectKey,
  exportPartReadyEvent,
  isExportPathOf,
  type EventPayload,
  type ExportFile,
  type ExportingService,
  type exportRequestedEvent,
} from '@dating/contracts';
import { CLOCK, type Clock } from '../clock';
import { Outbox } from '../outbox/outbox';
import { Buckets, ObjectStorage, type Bucket } from '../storage';

export type ExportRequested = EventPayload<typeof exportRequestedEvent>;

/**
 * One service's part of a member's data export, as it is written: each file goes into the
 * exports bucket under the export's id at once, and is listed with what it holds for README.txt.
 * Writing the same path again overwrites it, so a redelivered request writes the same part.
 */
export class ExportPart {
  private readonly files = new Map<string, ExportFile>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly service: ExportingService,
    readonly request: ExportRequested,
  ) {}

  /** A readable JSON file (two-space indented, UTF-8). */
  async json(path: string, about: string, value: unknown): Promise<void> {
    const data = Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
    await this.storage.put(Buckets.exports, this.keyOf(path), data, 'application/json');
    this.files.set(path, { path, bytes: data.length, about });
  }

  /** A stored object (a photo, a receipt) copied into the export as it is. */
  async object(path: string, about: string, from: { bucket: Bucket; key: string }): Promise<void> {
    const source = await this.storage.stat(from.bucket, from.key);
    if (!source) throw new Error(`export ${this.request.export_id}: ${from.bucket} object missing`);
    await this.storage.copy(from, { bucket: Buckets.exports, key: this.keyOf(path) });
    this.files.set(path, { path, bytes: source.size, about });
  }

  written(): ExportFile[] {
    return [...this.files.values()];
  }

  private keyOf(path: string): string {
    if (!isExportPathOf(this.service, path))
      throw new Error(`${this.service} may not write ${path} into an export`);
    return exportObjectKey(this.request.export_id, path);
  }
}

/**
 * Builds a service's part of an export and reports it (events.privacy.export-part-ready, through
 * the outbox): `build` writes the files from the service's own database. If it throws, nothing
 * is reported and the request comes again, so an export is never ready with a part missing.
 */
@Injectable()
export class ExportParts {
  private readonly logger = new Logger(ExportParts.name);

  constructor(
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async write(
    service: ExportingService,
    request: ExportRequested,
    build: (part: ExportPart) => Promise<void>,
  ): Promise<void> {
    const part = new ExportPart(this.storage, service, request);
    await build(part);
    const files = part.written();
    await this.outbox.transaction((manager) =>
      this.outbox.event(manager, exportPartReadyEvent, {
        event_id: randomUUID(),
        export_id: request.export_id,
        user_id: request.user_id,
        service,
        at: this.clock.now().toISOString(),
        files,
      }),
    );
    this.logger.log({
      msg: 'export part written',
      exportId: request.export_id,
      userId: request.user_id,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    });
  }
}
