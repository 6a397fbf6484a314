import {
  acceptedImageTypes,
  billingCalls,
  gatewayPaths,
  Messages,
  uploadLimits,
  type AttachReceiptInput,
  type PurchaseOrderView,
  type RemoveOrderInput,
} from '@dating/contracts';
import { api } from '@dating/portal';

/** A picked receipt the gateway would refuse: its (English) message, or null when it is fine. */
export function receiptProblem(file: Blob): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return Messages.notAnImage;
  if (file.size > uploadLimits.maxBytes) return Messages.imageTooLarge;
  return null;
}

/**
 * Uploads the receipt (reporting progress, 0 to 1) and attaches it to the order, which then
 * waits for the admin (WA). Answers the server's message.
 */
export async function saveReceipt(
  order: PurchaseOrderView,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<string> {
  const uploaded = await api.upload(gatewayPaths.receiptUpload, file, onProgress);
  const body: AttachReceiptInput = {
    purchase_id: order.purchase_id,
    purchase_img_file: uploaded.fileId,
    purchase_img_type: uploaded.contentType,
    purchase_img_size: uploaded.fileSize,
    purchase_receipt: new Date().toISOString(),
    purchase_status: 'WA',
  };
  const result = await api.call(billingCalls.receiptAttach, body);
  return result.message ?? '';
}

/** Removes the member's order for its package (SPEC.md §7 delete-by-package-id). */
export async function removeOrder(userId: number, order: PurchaseOrderView): Promise<string> {
  const body: RemoveOrderInput = {
    table: 'PURCHASE_ORDER',
    package_id: order.package_id,
    user_id: userId,
  };
  const result = await api.call(billingCalls.orderRemove, body);
  return result.message ?? '';
}
