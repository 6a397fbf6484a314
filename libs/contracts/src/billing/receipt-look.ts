import { z } from 'zod';

/**
 * What a receipt looks like, to flag a receipt that is an earlier one re-encoded, resized or
 * with bytes appended (its byte hash differs, and its slip QR may not be readable). Two parts,
 * both of the image turned upright, flattened on white and made grayscale:
 *
 * - a 64-bit difference hash (dHash: 9×8 pixels, each bit "brighter than its right neighbour"),
 *   which finds candidates by Hamming distance through an index;
 * - a 64×64 thumbnail, which confirms: slips of one bank share their layout, so their dHashes
 *   are alike; they differ in a few places (amount, reference, QR code), where a re-encode
 *   changes a pixel of the thumbnail by a few levels and different text by far more.
 *
 * The limits come from gateway/test/receipt-look.test.ts (slips re-encoded at quality 40–95,
 * at 50–133 % size, as PNG or WebP, with bytes appended: dHash distance ≤ 6 and no thumbnail
 * pixel off by more than the tolerance; a slip with another amount and reference: 17 pixels).
 */
export const receiptLookLimits = {
  thumbnailSide: 64,
  /** Candidates: 8 bands of 8 bits, so one band at least is equal within this distance. */
  maxHashDistance: 7,
  pixelTolerance: 48,
  maxDifferingPixels: 2,
} as const;

export interface ReceiptLook {
  /** 16 hex digits. */
  dhash: string;
  /** thumbnailSide² grayscale bytes, row by row. */
  thumbnail: Uint8Array;
}

/** A dHash as receipt-look.ts writes it: 16 lower-case hex digits. */
export const receiptDhashSchema = z.string().regex(/^[0-9a-f]{16}$/);

export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** The index keys of a dHash: each byte tagged with its position (8 × 256 values). */
export function dhashBands(dhash: string): number[] {
  return Array.from({ length: 8 }, (_, i) => i * 256 + parseInt(dhash.slice(i * 2, i * 2 + 2), 16));
}

export function differingPixels(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let count = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > receiptLookLimits.pixelTolerance) count += 1;
  }
  return count;
}

/** Whether two receipts are likely one image (re-encoded, resized, or with bytes appended). */
export function looksAlike(a: ReceiptLook, b: ReceiptLook): boolean {
  return (
    hammingDistance(a.dhash, b.dhash) <= receiptLookLimits.maxHashDistance &&
    differingPixels(a.thumbnail, b.thumbnail) <= receiptLookLimits.maxDifferingPixels
  );
}
