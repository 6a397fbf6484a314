import {
  billingCalls,
  gatewayPaths,
  type AttachReceiptInput,
  type PurchaseOrderView,
  type RemoveOrderInput,
} from '@dating/contracts';
import { api, type ServerSaid } from '@dating/portal';

/**
 * Uploads the receipt (reporting progress, 0 to 1) and attaches it to the order, which then
 * waits for the admin (WA). Answers what the server said.
 */
export async function saveReceipt(
  order: PurchaseOrderView,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<ServerSaid> {
  const uploaded = await api.upload(gatewayPaths.receiptUpload, file, onProgress);
  const body: AttachReceiptInput = {
    purchase_id: order.purchase_id,
    purchase_img_file: uploaded.fileId,
    purchase_img_type: uploaded.contentType,
    purchase_img_size: uploaded.fileSize,
    purchase_receipt: new Date().toISOString(),
    purchase_status: 'WA',
  };
  return api.call(billingCalls.receiptAttach, body);
}

/** Removes the member's order for its package (SPEC.md §7 delete-by-package-id). */
export async function removeOrder(userId: number, order: PurchaseOrderView): Promise<ServerSaid> {
  const body: RemoveOrderInput = {
    table: 'PURCHASE_ORDER',
    package_id: order.package_id,
    user_id: userId,
  };
  return api.call(billingCalls.orderRemove, body);
}
