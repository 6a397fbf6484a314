import { useCallback, useEffect, useState } from 'react';
import type {
  MembershipState,
  MembershipsListResult,
  OrdersListResult,
  PackageListResult,
  PackageView,
  PurchaseOrderView,
} from '@dating/contracts';
import { api, errorMessage, useNotice } from '@dating/portal';

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
 * keeps showing the page meanwhile; `retry` shows the loading state first.
 */
export function usePackagePage(userId: number) {
  const notice = useNotice();
  const [state, setState] = useState<PackagePageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const body = { user_id: userId };
    void Promise.allSettled([
      api.get<PackageListResult>('/api/get-package'),
      api.post<OrdersListResult>('/api/get-purchase-orders', body),
      api.post<MembershipsListResult>('/api/get-user-members', body),
    ]).then(([packages, orders, members]) => {
      if (!current) return;
      if (packages.status === 'rejected') notice.error(errorMessage(packages.reason));
      const fail = (reason: unknown) => {
        const message = errorMessage(reason);
        notice.error(message);
        setState({ status: 'failed', message });
      };
      if (orders.status === 'rejected') fail(orders.reason);
      else if (members.status === 'rejected') fail(members.reason);
      else
        setState({
          status: 'ready',
          packages: packages.status === 'fulfilled' ? packages.value.result : [],
          orders: orders.value.result,
          membership: members.value.membership,
        });
    });
    return () => {
      current = false;
    };
  }, [userId, attempt, notice]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload, retry };
}
