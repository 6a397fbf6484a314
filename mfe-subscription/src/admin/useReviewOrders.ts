import { useCallback, useEffect, useState } from 'react';
import type {
  PurchaseStatus,
  ReviewListInput,
  ReviewListResult,
  ReviewOrderView,
} from '@dating/contracts';
import { api, errorMessage } from '@dating/portal';

export type ReviewPage =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; orders: ReviewOrderView[]; hasMore: boolean };

/** One page of POST /api/admin/get-purchase-orders; `reload` asks again after a decision. */
export function useReviewOrders(status: PurchaseStatus, page: number) {
  const [list, setList] = useState<ReviewPage>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const body: ReviewListInput = { status, page };
    api
      .post<ReviewListResult>('/api/admin/get-purchase-orders', body)
      .then((result) => {
        if (current) setList({ status: 'ready', orders: result.result, hasMore: result.has_more });
      })
      .catch((error: unknown) => {
        if (current) setList({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [status, page, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { list, reload, retry };
}
