/** An earlier receipt holding one of the new receipt's keys (its file, bytes or slip reference). */
export interface ReceiptHolder {
  receiptId: number;
  purchaseId: number;
  fileId: string;
}

/**
 * What attaching a receipt to an order is, given the earlier receipts that hold its keys:
 * - `new`: nobody holds them, a first attachment;
 * - `another-order`: another order holds one (whichever member's, a removed one too): refused;
 * - `same-file`: the very file this order had before is sent again: the order takes it again;
 * - `reattach`: the order's own earlier receipt (bytes or slip) in a new file, a new attempt
 *   for this order that repeats the earliest of them.
 */
export type ReceiptAttempt =
  | { kind: 'new' }
  | { kind: 'another-order'; purchaseId: number }
  | { kind: 'same-file'; receiptId: number }
  | { kind: 'reattach'; reattachOf: number };

export function receiptAttempt(
  holders: readonly ReceiptHolder[],
  purchaseId: number,
  fileId: string,
): ReceiptAttempt {
  const other = holders.find((holder) => holder.purchaseId !== purchaseId);
  if (other) return { kind: 'another-order', purchaseId: other.purchaseId };
  const sameFile = holders.find((holder) => holder.fileId === fileId);
  if (sameFile) return { kind: 'same-file', receiptId: sameFile.receiptId };
  const earliest = [...holders].sort((a, b) => a.receiptId - b.receiptId)[0];
  return earliest ? { kind: 'reattach', reattachOf: earliest.receiptId } : { kind: 'new' };
}
