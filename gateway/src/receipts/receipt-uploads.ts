import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  lookObjectKey,
  receiptMetadataKeys,
  type ReceiptLook,
  type SlipReference,
  type UploadResult,
} from '@dating/contracts';
import { Buckets, ObjectStorage } from '@dating/server';
import { ImageUploads } from '../uploads/image-uploads';
import { receiptLook } from './receipt-look';
import { SlipReader } from './slip-reader';

/** What svc-billing reads back to refuse a receipt used before (see `receiptMetadataKeys`). */
function receiptMetadata(
  sha256: string,
  slip: SlipReference | null,
  look: ReceiptLook | null,
): Record<string, string> {
  return {
    [receiptMetadataKeys.sha256]: sha256,
    ...(slip && {
      [receiptMetadataKeys.slipBank]: slip.bank,
      [receiptMetadataKeys.slipReference]: slip.reference,
    }),
    ...(look && { [receiptMetadataKeys.lookDhash]: look.dhash }),
  };
}

/**
 * A payment receipt: stored like a photo (checked, re-encoded, no card variant) in the private
 * receipts bucket, with the hash of the bytes as sent, the slip QR read from the original and
 * its look (receipt-look.ts), whose thumbnail is stored beside it.
 */
@Injectable()
export class ReceiptUploads {
  private readonly logger = new Logger(ReceiptUploads.name);

  constructor(
    private readonly uploads: ImageUploads,
    private readonly slips: SlipReader,
    private readonly storage: ObjectStorage,
  ) {}

  async store(upload: Buffer, uploaderId: number): Promise<UploadResult> {
    const sha256 = createHash('sha256').update(upload).digest('hex');
    const [slip, look] = await Promise.all([this.slips.read(upload), this.lookOf(upload)]);
    const stored = await this.uploads.store(Buckets.receipts, upload, uploaderId, {
      card: false,
      metadata: receiptMetadata(sha256, slip, look),
    });
    if (look) {
      await this.storage.put(
        Buckets.receipts,
        lookObjectKey(stored.fileId),
        Buffer.from(look.thumbnail),
        'application/octet-stream',
        {},
      );
    }
    return stored;
  }

  /** No look (an image sharp cannot read is refused by the upload itself): no reuse flag. */
  private async lookOf(upload: Buffer): Promise<ReceiptLook | null> {
    try {
      return await receiptLook(upload);
    } catch (error) {
      this.logger.warn(`Could not take a receipt's look: ${String(error)}`);
      return null;
    }
  }
}
