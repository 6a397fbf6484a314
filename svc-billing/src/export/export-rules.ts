import { MemberStatus, packageText, PurchaseStatus, type Language } from '@dating/contracts';
import {
  type ExportMembershipRow,
  type ExportOrderRow,
  type ExportReceiptRow,
  type ExportUploadRow,
  type MemberBooks,
  type PackageNames,
} from './export.repository';

/** How every order is paid, and in what: a PromptPay transfer in Thai Baht. */
export const paymentMethod = 'PromptPay transfer';
export const currency = 'THB';

export const receiptsFolder = 'billing/receipts';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

const packageName = (names: PackageNames, lang: Language): string =>
  packageText({ ...names, detail_en: null, detail_th: null, detail_no: null }, lang).name;

const orderStatusWords: Record<PurchaseStatus, string> = {
  [PurchaseStatus.WaitingPayment]: 'waiting for payment',
  [PurchaseStatus.WaitingAdmin]: 'receipt waiting for a check',
  [PurchaseStatus.Approved]: 'approved',
  [PurchaseStatus.Rejected]: 'rejected',
};

/** An order's status as the member reads it; a removed one is removed, whatever it was. */
export function orderStatus(order: Pick<ExportOrderRow, 'purchase_status' | 'active_flag'>) {
  return order.active_flag === 'N' ? 'removed' : orderStatusWords[order.purchase_status];
}

/** A membership's state at `now`: ended once expired or past its end, upcoming before its start. */
export function membershipState(
  membership: Pick<ExportMembershipRow, 'member_status' | 'member_start' | 'member_end'>,
  now: Date,
): 'active' | 'upcoming' | 'ended' {
  if (membership.member_status === MemberStatus.Expired) return 'ended';
  if (membership.member_end.getTime() <= now.getTime()) return 'ended';
  if (membership.member_start.getTime() > now.getTime()) return 'upcoming';
  return 'active';
}

/** The file name extension of a stored receipt by its content type (the gateway's types). */
export function receiptExtension(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
  };
  return known[type] ?? 'bin';
}

/**
 * A receipt's file in the export, without its extension: `receipt-<order id>` for the order's
 * first receipt, `receipt-<order id>-<n>` for its n-th (a new one sent after a rejection).
 */
export function receiptBaseNames(receipts: readonly ExportReceiptRow[]): Map<number, string> {
  const seen = new Map<number, number>();
  const names = new Map<number, string>();
  for (const receipt of [...receipts].sort((a, b) => a.receipt_id - b.receipt_id)) {
    const attempt = (seen.get(receipt.purchase_id) ?? 0) + 1;
    seen.set(receipt.purchase_id, attempt);
    names.set(
      receipt.receipt_id,
      `${receiptsFolder}/receipt-${receipt.purchase_id}${attempt === 1 ? '' : `-${attempt}`}`,
    );
  }
  return names;
}

export function ordersFile(orders: readonly ExportOrderRow[], lang: Language) {
  return {
    orders: orders.map((order) => ({
      order_id: order.purchase_id,
      package: packageName(order, lang),
      membership_days: order.duration_days,
      price: order.purchase_amt,
      currency,
      payment_method: paymentMethod,
      status: orderStatus(order),
      ordered_at: order.purchase_date.toISOString(),
      receipt_sent_at: iso(order.purchase_receipt),
      approved_at: iso(order.purchase_approve_date),
      reject_reason: order.reject_reason,
    })),
  };
}

export function membershipsFile(
  memberships: readonly ExportMembershipRow[],
  lang: Language,
  now: Date,
) {
  return {
    memberships: memberships.map((membership) => ({
      membership_id: membership.member_id,
      order_id: membership.purchase_id,
      package: packageName(membership, lang),
      from: membership.member_start.toISOString(),
      until: membership.member_end.toISOString(),
      state: membershipState(membership, now),
    })),
  };
}

/** receipts.json: each receipt with its order and file (`paths`: receipt id → its path). */
export function receiptsFile(
  books: Pick<MemberBooks, 'orders' | 'receipts'> & { uploads: readonly ExportUploadRow[] },
  paths: ReadonlyMap<number, string>,
) {
  const current = new Map(
    books.orders.map((order) => [order.purchase_id, order.purchase_img_file]),
  );
  return {
    receipts: books.receipts.map((receipt) => ({
      order_id: receipt.purchase_id,
      file: paths.get(receipt.receipt_id) ?? null,
      sent_at: receipt.attached_at.toISOString(),
      current_receipt_of_order: current.get(receipt.purchase_id) === receipt.file_id,
      bank: receipt.slip_bank,
      transfer_reference: receipt.slip_reference,
      sha256: receipt.sha256,
    })),
    uploads_never_attached: books.uploads.map((upload) => ({
      uploaded_at: upload.create_datetime.toISOString(),
      bank: upload.slip_bank,
      transfer_reference: upload.slip_reference,
      sha256: upload.sha256,
    })),
  };
}
