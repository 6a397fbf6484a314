import {
  receiptUrl,
  type Language,
  type PurchaseOrderView,
  type ReviewOrderView,
} from '@dating/contracts';
import { packageView } from '../packages/package-view';
import { type PackageEntity } from '../packages/package.entity';
import { type PurchaseOrderEntity } from './purchase-order.entity';
import { type ReceiptEntity } from './receipt.entity';

/** An order read together with its package (for the package's name). */
export type OrderWithPackage = PurchaseOrderEntity & { package: PackageEntity };

/** An order as the admin reviews it: with its current receipt and the one that looks like it. */
export type OrderUnderReview = OrderWithPackage & {
  receipt?: (ReceiptEntity & { earlier?: ReceiptEntity | null }) | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An order as its owner reads it: its package's name in `lang` (the admin's: English). */
export function orderView(order: OrderWithPackage, lang: Language = 'en'): PurchaseOrderView {
  return {
    purchase_id: order.purchaseId,
    user_id: order.userId,
    package_id: order.packageId,
    package_name: packageView(order.package, lang).name,
    purchase_amt: order.purchaseAmt,
    purchase_date: order.purchaseDate.toISOString(),
    purchase_status: order.purchaseStatus,
    purchase_approve_date: iso(order.purchaseApproveDate),
    purchase_receipt: iso(order.purchaseReceipt),
    purchase_img_file: order.purchaseImgFile,
    purchase_img_type: order.purchaseImgType,
    purchase_img_size: order.purchaseImgSize,
    receipt_url: order.purchaseImgFile ? receiptUrl(order.purchaseImgFile) : null,
    reject_reason: order.rejectReason,
  };
}

/** An order as an admin reviews it: also who sent it and what the slip's QR code said. */
export function reviewView(order: OrderUnderReview): ReviewOrderView {
  const earlier = order.receipt?.earlier;
  return {
    ...orderView(order),
    username: order.username,
    slip_bank: order.receipt?.slipBank ?? null,
    slip_reference: order.receipt?.slipReference ?? null,
    likely_reuse: earlier
      ? { purchase_id: earlier.purchaseId, receipt_url: receiptUrl(earlier.fileId) }
      : null,
  };
}
