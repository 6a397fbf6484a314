import { billingCalls, type PurchaseStatus, type ReviewOrderView } from '@dating/contracts';
import { useCall } from '@dating/portal';

export type ReviewPage =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; orders: ReviewOrderView[]; hasMore: boolean };

/** One page of `billingCalls.reviewList`; `reload` asks again (after a decision, or to retry). */
export function useReviewOrders(status: PurchaseStatus, page: number) {
  const { data, error, reload } = useCall(billingCalls.reviewList, { status, page });
  let list: ReviewPage = { status: 'loading' };
  if (error) list = { status: 'failed', message: error.message };
  else if (data) list = { status: 'ready', orders: data.result, hasMore: data.has_more };
  return { list, reload };
}
