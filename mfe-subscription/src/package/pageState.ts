import type { MembershipState, PurchaseOrderView, PurchaseStatus } from '@dating/contracts';

/** Orders still in progress: waiting for payment, for the admin, or for a new receipt. */
const openStatuses: readonly PurchaseStatus[] = ['WP', 'WA', 'RJ'];
/** Orders the member pays (again) in the payment view. */
const payableStatuses: readonly PurchaseStatus[] = ['WP', 'RJ'];

export interface PackagePageView {
  membership: MembershipState;
  /** A WP order, or an RJ one to attach a new receipt to: the payment view is shown. */
  payment: PurchaseOrderView | null;
  /** A WA order: 'Waiting admin for checking your subscription'. */
  waiting: boolean;
  /** Subscribe is offered only with no order in progress and no active membership. */
  canSubscribe: boolean;
}

const newestFirst = (a: PurchaseOrderView, b: PurchaseOrderView) =>
  b.purchase_date.localeCompare(a.purchase_date) || b.purchase_id - a.purchase_id;

/** The order in progress: the newest that is not approved. */
export function openOrderOf(orders: readonly PurchaseOrderView[]): PurchaseOrderView | null {
  return (
    [...orders].sort(newestFirst).find((order) => openStatuses.includes(order.purchase_status)) ??
    null
  );
}

/** What /my-package shows for the member's orders and membership (SPEC.md §2, §4). */
export function packagePageViewOf(
  orders: readonly PurchaseOrderView[],
  membership: MembershipState,
): PackagePageView {
  const open = openOrderOf(orders);
  return {
    membership,
    payment: open && payableStatuses.includes(open.purchase_status) ? open : null,
    waiting: open?.purchase_status === 'WA',
    canSubscribe: open === null && membership.state !== 'active',
  };
}
