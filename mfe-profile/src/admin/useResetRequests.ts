import { useCallback, useState } from 'react';
import { recoveryCalls, type ResetRequestView } from '@dating/contracts';
import { useCall } from '@dating/portal';
import { replaceRequest } from './resetRequests';

export type ResetRequestsPage =
  | { status: 'loading' }
  | { status: 'ready'; requests: ResetRequestView[]; hasMore: boolean }
  | { status: 'failed'; message: string };

/** One page of `recoveryCalls.resetRequestsList`; a retry, and a way to show a changed request. */
export function useResetRequests(page: number) {
  const { data, error, reload } = useCall(recoveryCalls.resetRequestsList, { page });
  const [changed, setChanged] = useState<readonly ResetRequestView[]>([]);
  const update = useCallback(
    (request: ResetRequestView) => setChanged((list) => [...list, request]),
    [],
  );

  let list: ResetRequestsPage = { status: 'loading' };
  if (error) list = { status: 'failed', message: error.message };
  else if (data) {
    list = {
      status: 'ready',
      requests: changed.reduce(replaceRequest, data.requests),
      hasMore: data.has_more,
    };
  }
  return { list, retry: reload, update };
}
