import { z } from 'zod';
import { idSchema, textSchema } from '../fields';
import { ignoredAuditFields } from '../validation';
import { MessageCode } from '../messages';

const userId = idSchema(MessageCode.notFoundUser);
const packageId = idSchema(MessageCode.packageRequired);
const purchaseId = idSchema(MessageCode.orderNotFound);

/** PURCHASE_ORDER.purchase_status: SPEC.md's WP and WA, then the admin's AP and RJ. */
export const PurchaseStatus = {
  WaitingPayment: 'WP',
  WaitingAdmin: 'WA',
  Approved: 'AP',
  Rejected: 'RJ',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];
export const purchaseStatusSchema = z.enum(PurchaseStatus);

/**
 * GET /api/get-package: the packages on sale, cheapest first. POST /api/admin/get-packages takes
 * the same (empty) body and answers every package, off sale too.
 */
export const packageListSchema = z.object({});

/** POST /api/get-package-by-id: SPEC.md answers an array (empty when there is none). */
export const packageByIdSchema = z.object({ package_id: packageId });
export type PackageByIdInput = z.infer<typeof packageByIdSchema>;

const packageName = textSchema({ max: 100, name: true });
const packageDetail = textSchema({ max: 500, multiline: true });

/**
 * POST /api/admin/save-package: a new package without `package_id`, else a change. `name` and
 * `detail` are the English texts, shown where a language has none; `_th` and `_no` the Thai and
 * Norwegian ones (empty: none).
 */
export const savePackageSchema = z.object({
  package_id: packageId.optional(),
  name: packageName.min(1),
  name_th: packageName.nullish(),
  name_no: packageName.nullish(),
  price: z.coerce.number().int().min(1).max(1_000_000),
  detail: packageDetail.nullish(),
  detail_th: packageDetail.nullish(),
  detail_no: packageDetail.nullish(),
  duration_days: z.coerce.number().int().min(1).max(3660),
  active_flag: z.enum(['Y', 'N']).default('Y'),
});
export type SavePackageInput = z.infer<typeof savePackageSchema>;

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

/**
 * POST /api/update-purchase-order: attach the receipt uploaded with /api/purchase/upload to the
 * caller's WP (or rejected) order, which becomes WA. Type, size and date come from storage and
 * the server clock.
 */
export const attachReceiptSchema = z.object({
  purchase_id: purchaseId,
  purchase_img_file: z.uuid({ error: MessageCode.receiptRequired }),
  purchase_receipt: z.unknown().optional(),
  purchase_img_type: z.unknown().optional(),
  purchase_img_size: z.unknown().optional(),
  purchase_status: z.literal(PurchaseStatus.WaitingAdmin).optional(),
  ...ignoredAuditFields,
});
export type AttachReceiptInput = z.infer<typeof attachReceiptSchema>;

/** POST /api/delete-by-package-id: removes the caller's open order for that package. */
export const removeOrderSchema = z.object({
  table: z.literal('PURCHASE_ORDER', { error: MessageCode.tableNotAllowed }),
  package_id: packageId,
  user_id: userId,
});
export type RemoveOrderInput = z.infer<typeof removeOrderSchema>;

/** POST /api/get-purchase-orders: the caller's orders, purchase date ascending. */
export const ordersListSchema = z.object({ user_id: userId });

/** POST /api/get-user-members: the caller's USER_MEMBER rows and the status they make. */
export const membershipsListSchema = z.object({ user_id: userId });

/** POST /api/get-payment: how to pay the caller's WP (or rejected) order. */
export const paymentSchema = z.object({ purchase_id: purchaseId });

export const reviewPageSize = 20;

/** POST /api/admin/get-purchase-orders: orders in one state (default WA), oldest first. */
export const reviewListSchema = z.object({
  status: purchaseStatusSchema.default(PurchaseStatus.WaitingAdmin),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type ReviewListInput = z.infer<typeof reviewListSchema>;

/** POST /api/admin/approve-purchase-order */
export const approveOrderSchema = z.object({ purchase_id: purchaseId });
export type ApproveOrderInput = z.infer<typeof approveOrderSchema>;

/** POST /api/admin/reject-purchase-order: the reason is shown to the member. */
export const rejectOrderSchema = z.object({
  purchase_id: purchaseId,
  reason: textSchema({ max: 500, multiline: true, error: MessageCode.rejectReasonRequired }).min(
    1,
    {
      error: MessageCode.rejectReasonRequired,
    },
  ),
});
export type RejectOrderInput = z.infer<typeof rejectOrderSchema>;
