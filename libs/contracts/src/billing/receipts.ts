import { z } from 'zod';
import { receiptDhashSchema } from './receipt-look';

/** The URL a receipt is read from: the gateway serves it to its uploader and to admins only. */
export function receiptUrl(fileId: string): string {
  return `/api/files/receipts/${fileId}`;
}

/** Where the gateway keeps a receipt's look thumbnail, beside the receipt in its bucket. */
export function lookObjectKey(fileId: string): string {
  return `look/${fileId}`;
}

/** A Thai bank slip's verification QR: the sending bank's code and the transfer reference. */
export const slipReferenceSchema = z.object({
  bank: z.string().regex(/^\d{3}$/),
  reference: z.string().regex(/^[0-9A-Za-z]{1,99}$/),
});
export type SlipReference = z.infer<typeof slipReferenceSchema>;

/**
 * Internal, from the gateway once it stored a receipt upload: what svc-billing keeps of it to
 * refuse a receipt used before when it is attached. The hash of the bytes as sent, what the
 * slip's verification QR said (null without one) and the dHash of its look (null when the image
 * could not be read; its thumbnail is the object `lookObjectKey()`). The uploader is the caller.
 */
export const receiptRecordSchema = z.object({
  receipt_id: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  slip: slipReferenceSchema.nullable(),
  look: z.object({ dhash: receiptDhashSchema }).nullable(),
});
export type ReceiptRecordInput = z.infer<typeof receiptRecordSchema>;

export const receiptRecordResultSchema = z.object({ status: z.literal('OK') });
export type ReceiptRecordResult = z.infer<typeof receiptRecordResultSchema>;
