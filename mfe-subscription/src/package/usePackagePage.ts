import { useCallback } from 'react';
import {
  billingCalls,
  type MembershipState,
  type PackageView,
  type PurchaseOrderView,
} from '@dating/contracts';
import { useCall, useNotice } from '@dating/portal';

export interface PackagePageData {
  packages: PackageView[];
  orders: PurchaseOrderView[];
  membership: MembershipState;
}

export type PackagePageState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | ({ status: 'ready' } & PackagePageData);

/**
 * /my-package's data: the packages on sale, the member's orders and membership, asked at once.
 * Without the package list the page still works and says 'No packages available' (SPEC.md §8);
 * without the orders or the membership it cannot, and offers Retry. `reload` asks again and
 * keeps showing the page meanwhile. Every failure is also shown as a notice.
 */
export function usePackagePage(userId: number) {
  const notice = useNotice();
  const options = { onError: (error: Error) => notice.error(error.message) };
  const packages = useCall(billingCalls.packagesList, {}, options);
  const orders = useCall(billingCalls.ordersList, { user_id: userId }, options);
  const memberships = useCall(billingCalls.membershipsList, { user_id: userId }, options);

  const { reload: reloadPackages } = packages;
  const { reload: reloadOrders } = orders;
  const { reload: reloadMemberships } = memberships;
  const reload = useCallback(() => {
    reloadPackages();
    reloadOrders();
    reloadMemberships();
  }, [reloadPackages, reloadOrders, reloadMemberships]);

  let state: PackagePageState = { status: 'loading' };
  const failure = orders.error ?? memberships.error;
  if (failure) {
    state = { status: 'failed', message: failure.message };
  } else if (orders.data && memberships.data && (packages.data || packages.error)) {
    state = {
      status: 'ready',
      packages: packages.data?.result ?? [],
      orders: orders.data.result,
      membership: memberships.data.membership,
    };
  }
  return { state, reload };
}
