import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { receiptMetadataKeys, type SlipReference, type UploadResult } from '@dating/contracts';
import { Buckets } from '@dating/server';
import { ImageUploads } from '../uploads/image-uploads';
import { SlipReader } from './slip-reader';

/** What svc-billing reads back to refuse a receipt used before (see `receiptMetadataKeys`). */
function receiptMetadata(sha256: string, slip: SlipReference | null): Record<string, string> {
  return {
    [receiptMetadataKeys.sha256]: sha256,
    ...(slip && {
      [receiptMetadataKeys.slipBank]: slip.bank,
      [receiptMetadataKeys.slipReference]: slip.reference,
    }),
  };
}

/**
 * A payment receipt: stored like a photo (checked, re-encoded, no card variant) in the private
 * receipts bucket, with the hash of the bytes as sent and the slip QR read from the original.
 */
@Injectable()
export class ReceiptUploads {
  constructor(
    private readonly uploads: ImageUploads,
    private readonly slips: SlipReader,
  ) {}

  async store(upload: Buffer, uploaderId: number): Promise<UploadResult> {
    const sha256 = createHash('sha256').update(upload).digest('hex');
    const slip = await this.slips.read(upload);
    return this.uploads.store(Buckets.receipts, upload, uploaderId, {
      card: false,
      metadata: receiptMetadata(sha256, slip),
    });
  }
}
