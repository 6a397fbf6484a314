import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  imageObjectKey,
  uploadLimits,
  uploaderMetadataKey,
  type UploadAnswer,
  MessageCode,
  said,
} from '@dating/contracts';
import { errorMessage, ObjectStorage, type Bucket } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { fromStorage } from '../files/storage-failure';
import { maxInputPixels } from './image';
import { ImagePool } from './image-pool';
import { UploadIntake, uploadIntakeOptions } from './upload-intake';

const contentType = 'image/webp';

export interface StoreOptions {
  /** Also store the card-size variant (photos on cards; receipts are only shown whole). */
  card: boolean;
}

/**
 * Takes uploaded images in (`intake`: places, deadlines, the temp area), then re-encodes
 * (image-render.ts, on the ImagePool) and stores one with its variants, or stores nothing. The
 * upload was checked by its header (receiveImageField) before.
 */
@Injectable()
export class ImageUploads implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ImageUploads.name);
  readonly intake: UploadIntake;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly pool: ImagePool,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.intake = new UploadIntake(uploadIntakeOptions(config));
  }

  onModuleInit(): Promise<void> {
    return this.intake.open();
  }

  onModuleDestroy(): Promise<void> {
    return this.intake.close();
  }

  /** `upload`: the path of the uploaded file (the intake's). */
  async store(
    bucket: Bucket,
    upload: string,
    uploaderId: number,
    options: StoreOptions,
  ): Promise<UploadAnswer> {
    const image = await this.pool.render({
      input: upload,
      card: options.card,
      fullSide: uploadLimits.fullSide,
      cardSide: uploadLimits.cardSide,
      maxPixels: maxInputPixels,
    });
    const full = Buffer.from(image.full);
    const fileId = randomUUID();
    await fromStorage(
      () => this.put(bucket, fileId, full, image.card, uploaderId),
      MessageCode.storageUnavailable,
    );
    return {
      status: 'OK',
      ...said(MessageCode.imageUploaded),
      contentType,
      fileId,
      fileSize: full.length,
    };
  }

  /** Both variants or neither: a card that cannot be stored takes its full image away again. */
  private async put(
    bucket: Bucket,
    fileId: string,
    full: Buffer,
    card: Uint8Array | undefined,
    uploaderId: number,
  ): Promise<void> {
    const metadata = { [uploaderMetadataKey]: String(uploaderId) };
    const fullKey = imageObjectKey(fileId, 'full');
    await this.storage.put(bucket, fullKey, full, contentType, metadata);
    if (!card) return;
    try {
      const cardKey = imageObjectKey(fileId, 'card');
      await this.storage.put(bucket, cardKey, Buffer.from(card), contentType, metadata);
    } catch (error) {
      await this.storage.remove(bucket, fullKey).catch((cleanup: unknown) => {
        this.logger.warn({
          msg: 'could not remove an image',
          bucket,
          key: fullKey,
          error: errorMessage(cleanup),
        });
      });
      throw error;
    }
  }
}
