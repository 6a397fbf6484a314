import { Logger } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type GatewayConfig } from '../config';
import { type ProgressRule } from './body-progress';
import { receiveImageField, UploadTooSlow } from './multipart-image';
import { UploadSlots, type UploadSlotLimits } from './upload-slots';
import { UploadTempArea, type TempAreaOptions, type TempFile } from './upload-temp-area';

export interface UploadIntakeOptions {
  slots: UploadSlotLimits;
  temp: TempAreaOptions;
  progress: ProgressRule;
}

/**
 * Retry-After when every upload place or the temp area's bytes are taken: most uploads take
 * seconds, so a place is likely free again by then.
 */
const busyRetryAfterSeconds = 10;

export function uploadIntakeOptions(config: GatewayConfig): UploadIntakeOptions {
  return {
    slots: {
      total: config.UPLOADS_IN_FLIGHT,
      perMember: config.UPLOADS_IN_FLIGHT_PER_MEMBER,
      retryAfterSeconds: busyRetryAfterSeconds,
    },
    temp: {
      root: config.UPLOAD_TEMP_DIR,
      maxBytes: config.UPLOAD_TEMP_BYTES,
      retryAfterSeconds: busyRetryAfterSeconds,
    },
    progress: {
      windowMs: config.UPLOAD_PROGRESS_WINDOW_MS,
      minBytesPerWindow: config.UPLOAD_MIN_BYTES_PER_WINDOW,
      deadlineMs: config.UPLOAD_BODY_DEADLINE_MS,
    },
  };
}

/**
 * How an uploaded image comes in, for photos and receipts alike: a place among the uploads
 * under way (per member and in all) from its first byte read until it is stored or failed, its
 * body under a progress rule and written to the temp area, never held in memory, then handed
 * on by its path; the file and the place are given back whatever happened.
 */
export class UploadIntake {
  private readonly logger = new Logger(UploadIntake.name);
  readonly slots: UploadSlots;
  readonly area: UploadTempArea;

  constructor(private readonly options: UploadIntakeOptions) {
    this.slots = new UploadSlots(options.slots);
    this.area = new UploadTempArea(options.temp);
  }

  open(): Promise<void> {
    return this.area.open();
  }

  close(): Promise<void> {
    return this.area.close();
  }

  /** Receives the field `image` of `request` and answers what `use` makes of its file. */
  async receive<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    memberId: number,
    use: (imagePath: string) => Promise<T>,
  ): Promise<T> {
    const slot = this.slots.take(memberId);
    let file: TempFile | undefined;
    try {
      if (this.area.isFull) throw this.area.full();
      file = await receiveImageField(request, this.area, this.options.progress);
      return await use(file.path);
    } catch (error) {
      if (error instanceof UploadTooSlow) {
        this.logger.warn({ msg: 'an upload was cut', memberId, why: error.why });
        // The rest of its body is not waited for: the answer closes the connection.
        void reply.header('connection', 'close');
      }
      throw error;
    } finally {
      try {
        await file?.remove();
      } catch (error) {
        this.logger.error({ msg: 'an upload file could not be removed', error: String(error) });
      } finally {
        slot.release();
      }
    }
  }
}
