import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Injectable, Logger } from '@nestjs/common';
import {
  billingCalls,
  lookObjectKey,
  type Caller,
  type ReceiptLook,
  type UploadAnswer,
  MessageCode,
} from '@dating/contracts';
import { Buckets, CallClient, errorMessage, ObjectStorage } from '@dating/server';
import { fromStorage } from '../files/storage-failure';
import { ImageUploads } from '../uploads/image-uploads';
import { receiptLook } from './receipt-look';
import { SlipReader } from './slip-reader';

/** The SHA-256 of a file's bytes, read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * A payment receipt: stored like a photo (checked, re-encoded, no card variant) in the private
 * receipts bucket, its look's thumbnail (receipt-look.ts) beside it; then recorded with
 * svc-billing for its uploader: the hash of the bytes as sent, the slip QR read from the
 * original and its look's dHash, which the attachment to an order checks. A receipt
 * svc-billing could not record is not reported stored (the upload sweep takes its file).
 */
@Injectable()
export class ReceiptUploads {
  private readonly logger = new Logger(ReceiptUploads.name);

  constructor(
    private readonly uploads: ImageUploads,
    private readonly slips: SlipReader,
    private readonly storage: ObjectStorage,
    private readonly calls: CallClient,
  ) {}

  /** `upload`: the path of the uploaded file (the intake's). */
  async store(upload: string, uploader: Caller): Promise<UploadAnswer> {
    const [sha256, slip, look] = await Promise.all([
      sha256Of(upload),
      this.slips.read(upload),
      this.lookOf(upload),
    ]);
    const stored = await this.uploads.store(Buckets.receipts, upload, uploader.userId, {
      card: false,
    });
    if (look) {
      const thumbnail = Buffer.from(look.thumbnail);
      await fromStorage(
        () =>
          this.storage.put(
            Buckets.receipts,
            lookObjectKey(stored.fileId),
            thumbnail,
            'application/octet-stream',
            {},
          ),
        MessageCode.storageUnavailable,
      );
    }
    await this.calls.call(
      billingCalls.receiptRecord,
      { receipt_id: stored.fileId, sha256, slip, look: look && { dhash: look.dhash } },
      { caller: uploader, onFailure: 'unavailable' },
    );
    return stored;
  }

  /** No look (an image sharp cannot read is refused by the upload itself): no reuse flag. */
  private async lookOf(upload: string): Promise<ReceiptLook | null> {
    try {
      return await receiptLook(upload);
    } catch (error) {
      this.logger.warn({ msg: "could not take a receipt's look", error: errorMessage(error) });
      return null;
    }
  }
}
