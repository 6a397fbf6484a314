import { imageObjectKey, lookObjectKey } from '@dating/contracts';
import { Buckets } from '@dating/server';

/** A receipt upload of the member's, as its erased row said. */
export interface ErasedUpload {
  fileId: string;
  /** A receipt row holds it: its image is an order's voucher. */
  attached: boolean;
  /** The gateway stored its look thumbnail beside it. */
  hasLook: boolean;
}

/**
 * The receipts bucket's objects an erasure removes: an unattached upload goes whole; of an
 * attached one only its look thumbnail, which the receipt row holds a copy of, so the bucket
 * keeps nothing of the member's but the vouchers.
 */
export function erasedObjectKeys(uploads: readonly ErasedUpload[]): string[] {
  return uploads.flatMap((upload) => [
    ...(upload.attached ? [] : [imageObjectKey(upload.fileId, 'full')]),
    ...(upload.hasLook ? [lookObjectKey(upload.fileId)] : []),
  ]);
}

/** What an erasure did, step by step. */
export interface ErasureCounts {
  unpaidOrders: number;
  orders: number;
  memberships: number;
  receipts: number;
  uploads: number;
  statuses: number;
  outboxRows: number;
  removedObjects: number;
}

/** The erasure's report (memberErasedEvent): per table or bucket, rows or objects. */
export function erasureReport(counts: ErasureCounts): {
  erased: Record<string, number>;
  pseudonymised: Record<string, number>;
} {
  return {
    erased: {
      purchase_order: counts.unpaidOrders,
      receipt_upload: counts.uploads,
      member_status: counts.statuses,
      outbox: counts.outboxRows,
      [Buckets.receipts]: counts.removedObjects,
    },
    pseudonymised: {
      purchase_order: counts.orders,
      user_member: counts.memberships,
      receipt: counts.receipts,
      // One voucher image per receipt row.
      [Buckets.receipts]: counts.receipts,
    },
  };
}
