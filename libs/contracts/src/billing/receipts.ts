/** The URL a receipt is read from: the gateway serves it to its uploader and to admins only. */
export function receiptUrl(fileId: string): string {
  return `/api/files/receipts/${fileId}`;
}

/**
 * Object metadata the gateway writes on a receipt upload, beside `uploaderMetadataKey`: a hash
 * of the bytes as sent, and what the slip's verification QR said (absent when it has none).
 * svc-billing reads them when the receipt is attached, to refuse a receipt used before.
 */
export const receiptMetadataKeys = {
  sha256: 'sha256',
  slipBank: 'slip-bank',
  slipReference: 'slip-reference',
  /** The receipt's dHash (see receipt-look.ts); its thumbnail is the object `lookObjectKey()`. */
  lookDhash: 'look-dhash',
} as const;

/** Where the gateway keeps a receipt's look thumbnail, beside the receipt in its bucket. */
export function lookObjectKey(fileId: string): string {
  return `look/${fileId}`;
}
