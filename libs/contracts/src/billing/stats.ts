import { z } from 'zod';
import { idSchema } from '../fields';
import { statsMonthSchema } from '../stats';
import { userMemberViewSchema, membershipStateSchema } from './membership';
import { purchaseOrderViewSchema } from './results';

const count = z.number().int().min(0);

/** POST /api/admin/stats/billing: nothing to choose; the window is statsMonths. */
export const billingStatsSchema = z.object({});

/** The dashboard's billing figures. */
export const billingStatsResultSchema = z.object({
  /** Members with a membership running now. */
  active_subscriptions: count,
  /** Orders whose receipt waits for an admin's check (WA). */
  receipts_waiting: count,
  /**
   * Approved orders (AP) per month of approval (statsTimeZone), the last statsMonths months
   * oldest first, every month present (0 when none); amounts in Baht.
   */
  revenue: z.array(z.object({ month: statsMonthSchema, amount: count, orders: count })),
});
export type BillingStatsResult = z.infer<typeof billingStatsResultSchema>;

/** POST /api/admin/members/billing: one member's orders and memberships. */
export const adminMemberBillingSchema = z.object({ user_id: idSchema() });

export const adminMemberBillingResultSchema = z.object({
  /** The member's orders (not those they removed before approval), newest first. */
  orders: z.array(purchaseOrderViewSchema),
  /** Their USER_MEMBER rows, newest first, and the status they make. */
  memberships: z.array(userMemberViewSchema),
  membership: membershipStateSchema,
  /** Once the member's account was deleted: the pseudonym their orders are kept under. */
  pseudonym: z.string().nullable(),
});
export type AdminMemberBillingResult = z.infer<typeof adminMemberBillingResultSchema>;
