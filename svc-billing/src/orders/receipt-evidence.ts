import {
  isReceiptDhash,
  receiptMetadataKeys,
  type ReceiptLook,
  type SlipReference,
} from '@dating/contracts';

/**
 * What identifies a receipt across orders: its bytes' hash and its bank slip reference; and
 * what it looks like (to flag, not refuse, a look-alike).
 */
export interface ReceiptEvidence {
  sha256: string | null;
  slip: SlipReference | null;
  look?: ReceiptLook | null;
}

/** The receipt's dHash as the gateway stored it, or null. */
export function receiptDhash(metadata: Record<string, string>): string | null {
  const dhash = metadata[receiptMetadataKeys.lookDhash]?.toLowerCase() ?? '';
  return isReceiptDhash(dhash) ? dhash : null;
}

/**
 * Reads the evidence the gateway stored beside a receipt. A value that is not what the gateway
 * writes (a hex SHA-256; a 3-digit bank code with a reference) is left out rather than trusted.
 */
export function receiptEvidence(metadata: Record<string, string>): ReceiptEvidence {
  const sha256 = metadata[receiptMetadataKeys.sha256]?.toLowerCase() ?? '';
  const bank = metadata[receiptMetadataKeys.slipBank]?.trim() ?? '';
  const reference = metadata[receiptMetadataKeys.slipReference]?.trim() ?? '';
  return {
    sha256: /^[0-9a-f]{64}$/.test(sha256) ? sha256 : null,
    slip:
      /^\d{3}$/.test(bank) && /^[0-9A-Za-z]{1,99}$/.test(reference) ? { bank, reference } : null,
  };
}
