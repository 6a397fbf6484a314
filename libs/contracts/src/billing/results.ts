import { z } from 'zod';
import { purchaseStatusSchema } from './requests';
import { saidFields } from '../said-fields';

const id = z.number().int();
const time = z.iso.datetime();

/** The answer of a change that only tells how it went: remove, attach a receipt. */
export const billingMessageResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
});
export type BillingMessageResult = z.infer<typeof billingMessageResultSchema>;

/**
 * Seeded packages and prices are in whole Baht; durations in days. `name` and `detail` are in
 * the caller's language (English where the package has no text in it); the texts in each
 * language follow, for the admin's editor and for a page that changes language.
 */
export const packageViewSchema = z.object({
  package_id: id,
  name: z.string(),
  price: z.number().int(),
  detail: z.string().nullable(),
  duration_days: z.number().int(),
  active_flag: z.enum(['Y', 'N']),
  name_en: z.string(),
  name_th: z.string().nullable(),
  name_no: z.string().nullable(),
  detail_en: z.string().nullable(),
  detail_th: z.string().nullable(),
  detail_no: z.string().nullable(),
});
export type PackageView = z.infer<typeof packageViewSchema>;

/** The packages on sale, every package (admin), or get-package-by-id's array of one or none. */
export const packageListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(packageViewSchema),
});
export type PackageListResult = z.infer<typeof packageListResultSchema>;

export const savePackageResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  package: packageViewSchema,
});
export type SavePackageResult = z.infer<typeof savePackageResultSchema>;

/** create-purchase-order: the new order's id. */
export const createOrderResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  id,
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** One PURCHASE_ORDER as its owner (and the admin) reads it; times are ISO strings. */
export const purchaseOrderViewSchema = z.object({
  purchase_id: id,
  user_id: id,
  package_id: id,
  package_name: z.string(),
  purchase_amt: z.number().int(),
  purchase_date: time,
  purchase_status: purchaseStatusSchema,
  purchase_approve_date: time.nullable(),
  /** When the receipt was attached. */
  purchase_receipt: time.nullable(),
  purchase_img_file: z.string().nullable(),
  purchase_img_type: z.string().nullable(),
  purchase_img_size: z.number().int().nullable(),
  /** `/api/files/receipts/<file>`: readable by the owner and admins only. */
  receipt_url: z.string().nullable(),
  /** Why an admin rejected it (RJ), for the member to read. */
  reject_reason: z.string().nullable(),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderViewSchema>;

export const ordersListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(purchaseOrderViewSchema),
});
export type OrdersListResult = z.infer<typeof ordersListResultSchema>;

export const paymentInstructionsSchema = z.object({
  purchase_id: id,
  amount: z.number().int(),
  promptpay_id: z.string(),
  account_name: z.string(),
  /** The EMVCo PromptPay payload carrying the amount; the browser draws it as a QR code. */
  qr_payload: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const paymentResultSchema = z.object({
  status: z.literal('OK'),
  payment: paymentInstructionsSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** An order as the admin reviews it: who sent it and what the slip QR said. */
export const reviewOrderViewSchema = purchaseOrderViewSchema.extend({
  username: z.string(),
  slip_bank: z.string().nullable(),
  slip_reference: z.string().nullable(),
  /** An earlier order whose receipt this one looks like (re-encoded, resized, bytes added). */
  likely_reuse: z.object({ purchase_id: id, receipt_url: z.string() }).nullable(),
});
export type ReviewOrderView = z.infer<typeof reviewOrderViewSchema>;

export const reviewListResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(reviewOrderViewSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type ReviewListResult = z.infer<typeof reviewListResultSchema>;

/** approve or reject: the order as it now stands. */
export const reviewDecisionResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  order: reviewOrderViewSchema,
});
export type ReviewDecisionResult = z.infer<typeof reviewDecisionResultSchema>;
