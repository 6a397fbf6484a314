import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  imageObjectKey,
  Messages,
  uploaderMetadataKey,
  type UploadResult,
} from '@dating/contracts';
import { ObjectStorage, type Bucket } from '@dating/server';
import { processImage } from './image';

export interface StoreOptions {
  /** Also store the card-size variant (photos on cards; receipts are only shown whole). */
  card: boolean;
  /** Object metadata besides the uploader, lower-case keys, ASCII values. */
  metadata?: Record<string, string>;
}

/** Checks, re-encodes and stores an uploaded image with its variants, or stores nothing. */
@Injectable()
export class ImageUploads {
  private readonly logger = new Logger(ImageUploads.name);

  constructor(private readonly storage: ObjectStorage) {}

  async store(
    bucket: Bucket,
    upload: Buffer,
    uploaderId: number,
    options: StoreOptions,
  ): Promise<UploadResult> {
    const image = await processImage(upload, { card: options.card });
    const fileId = randomUUID();
    const metadata = { ...options.metadata, [uploaderMetadataKey]: String(uploaderId) };
    const fullKey = imageObjectKey(fileId, 'full');
    await this.storage.put(bucket, fullKey, image.full, image.contentType, metadata);
    if (image.card) {
      try {
        const cardKey = imageObjectKey(fileId, 'card');
        await this.storage.put(bucket, cardKey, image.card, image.contentType, metadata);
      } catch (error) {
        await this.storage.remove(bucket, fullKey).catch((cleanup: unknown) => {
          this.logger.warn(`Could not remove ${bucket}/${fullKey}: ${String(cleanup)}`);
        });
        throw error;
      }
    }
    return {
      status: 'OK',
      message: Messages.imageUploaded,
      contentType: image.contentType,
      fileId,
      fileSize: image.full.length,
    };
  }
}
