import { z } from 'zod';
import { idSchema, textSchema } from '../fields';
import { ignoredAuditFields } from '../validation';
import { profileMessages } from '../profile/messages';
import { billingMessages as M } from './messages';

const userId = idSchema(profileMessages.notFoundUser);
const packageId = idSchema(M.packageRequired);
const purchaseId = idSchema(M.orderNotFound);

/** PURCHASE_ORDER.purchase_status: SPEC.md's WP and WA, then the admin's AP and RJ. */
export const PurchaseStatus = {
  WaitingPayment: 'WP',
  WaitingAdmin: 'WA',
  Approved: 'AP',
  Rejected: 'RJ',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];

/** Seeded packages and prices are in whole Baht; durations in days. */
export interface PackageView {
  package_id: number;
  name: string;
  price: number;
  detail: string | null;
  duration_days: number;
  active_flag: 'Y' | 'N';
}

/**
 * GET /api/get-package: the packages on sale, cheapest first. POST /api/admin/get-packages takes
 * the same (empty) body and answers every package, off sale too.
 */
export const packageListSchema = z.object({});
export interface PackageListResult {
  status: 'OK';
  result: PackageView[];
}

/** POST /api/get-package-by-id: SPEC.md answers an array (empty when there is none). */
export const packageByIdSchema = z.object({ package_id: packageId });
export type PackageByIdInput = z.infer<typeof packageByIdSchema>;

/** POST /api/admin/save-package: a new package without `package_id`, else a change. */
export const savePackageSchema = z.object({
  package_id: packageId.optional(),
  name: textSchema({ max: 100, name: true }).min(1),
  price: z.coerce.number().int().min(1).max(1_000_000),
  detail: textSchema({ max: 500, multiline: true }).nullish(),
  duration_days: z.coerce.number().int().min(1).max(3660),
  active_flag: z.enum(['Y', 'N']).default('Y'),
});
export type SavePackageInput = z.infer<typeof savePackageSchema>;
export interface SavePackageResult {
  status: 'OK';
  message: string;
  package: PackageView;
}

/**
 * POST /api/create-purchase-order: a WP order for the caller. The amount is the package's price
 * (a different `purchase_amt` is refused); date, status, flag and audit are set by the server.
 */
export const createOrderSchema = z.object({
  user_id: userId,
  package_id: packageId,
  purchase_amt: z.coerce.number().optional(),
  purchase_date: z.unknown().optional(),
  purchase_status: z.literal(PurchaseStatus.WaitingPayment).optional(),
  active_flag: z.literal('Y').optional(),
  ...ignoredAuditFields,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;
export interface CreateOrderResult {
  status: 'OK';
  message: string;
  id: number;
}

/**
 * POST /api/update-purchase-order: attach the receipt uploaded with /api/purchase/upload to the
 * caller's WP (or rejected) order, which becomes WA. Type, size and date come from storage and
 * the server clock.
 */
export const attachReceiptSchema = z.object({
  purchase_id: purchaseId,
  purchase_img_file: z.uuid({ error: M.receiptRequired }),
  purchase_receipt: z.unknown().optional(),
  purchase_img_type: z.unknown().optional(),
  purchase_img_size: z.unknown().optional(),
  purchase_status: z.literal(PurchaseStatus.WaitingAdmin).optional(),
  ...ignoredAuditFields,
});
export type AttachReceiptInput = z.infer<typeof attachReceiptSchema>;

/** POST /api/delete-by-package-id: removes the caller's open order for that package. */
export const removeOrderSchema = z.object({
  table: z.literal('PURCHASE_ORDER', { error: 'This table is not allowed here' }),
  package_id: packageId,
  user_id: userId,
});
export type RemoveOrderInput = z.infer<typeof removeOrderSchema>;

/** One PURCHASE_ORDER as its owner (and the admin) reads it; times are ISO strings. */
export interface PurchaseOrderView {
  purchase_id: number;
  user_id: number;
  package_id: number;
  package_name: string;
  purchase_amt: number;
  purchase_date: string;
  purchase_status: PurchaseStatus;
  purchase_approve_date: string | null;
  /** When the receipt was attached. */
  purchase_receipt: string | null;
  purchase_img_file: string | null;
  purchase_img_type: string | null;
  purchase_img_size: number | null;
  /** `/api/files/receipts/<file>`: readable by the owner and admins only. */
  receipt_url: string | null;
  /** Why an admin rejected it (RJ), for the member to read. */
  reject_reason: string | null;
}

/** POST /api/get-purchase-orders: the caller's orders, purchase date ascending. */
export const ordersListSchema = z.object({ user_id: userId });
export interface OrdersListResult {
  status: 'OK';
  result: PurchaseOrderView[];
}

/** POST /api/get-user-members: the caller's USER_MEMBER rows and the status they make. */
export const membershipsListSchema = z.object({ user_id: userId });

/** POST /api/get-payment: how to pay the caller's WP (or rejected) order. */
export const paymentSchema = z.object({ purchase_id: purchaseId });
export interface PaymentInstructions {
  purchase_id: number;
  amount: number;
  promptpay_id: string;
  account_name: string;
  /** The EMVCo PromptPay payload carrying the amount; the browser draws it as a QR code. */
  qr_payload: string;
}
export interface PaymentResult {
  status: 'OK';
  payment: PaymentInstructions;
}

/** A Thai bank slip's verification QR: the sending bank's code and the transfer reference. */
export interface SlipReference {
  bank: string;
  reference: string;
}

export const reviewPageSize = 20;

/** POST /api/admin/get-purchase-orders: orders in one state (default WA), oldest first. */
export const reviewListSchema = z.object({
  status: z.enum(['WP', 'WA', 'AP', 'RJ']).default('WA'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type ReviewListInput = z.infer<typeof reviewListSchema>;

/** An order as the admin reviews it: who sent it and what the slip QR said. */
export interface ReviewOrderView extends PurchaseOrderView {
  username: string;
  slip_bank: string | null;
  slip_reference: string | null;
  /** An earlier order whose receipt this one looks like (re-encoded, resized, bytes added). */
  likely_reuse: { purchase_id: number; receipt_url: string } | null;
}
export interface ReviewListResult {
  status: 'OK';
  result: ReviewOrderView[];
  page: number;
  has_more: boolean;
}

/** POST /api/admin/approve-purchase-order */
export const approveOrderSchema = z.object({ purchase_id: purchaseId });
export type ApproveOrderInput = z.infer<typeof approveOrderSchema>;

/** POST /api/admin/reject-purchase-order: the reason is shown to the member. */
export const rejectOrderSchema = z.object({
  purchase_id: purchaseId,
  reason: textSchema({ max: 500, multiline: true, error: M.rejectReasonRequired }).min(1, {
    error: M.rejectReasonRequired,
  }),
});
export type RejectOrderInput = z.infer<typeof rejectOrderSchema>;

export interface ReviewDecisionResult {
  status: 'OK';
  message: string;
  order: ReviewOrderView;
}

/** NATS only: does this member have an active membership? (asked by svc-profile) */
export const membershipActiveSchema = z.object({ user_id: idSchema() });
export type MembershipActiveInput = z.infer<typeof membershipActiveSchema>;
export interface MembershipActiveResult {
  active: boolean;
}
