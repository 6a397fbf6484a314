import { useCallback, useEffect, useState } from 'react';
import type {
  ResetRequestListInput,
  ResetRequestListResult,
  ResetRequestView,
} from '@dating/contracts';
import { api, errorMessage } from '@dating/portal';
import { replaceRequest } from './resetRequests';

export type ResetRequestsPage =
  | { status: 'loading' }
  | { status: 'ready'; requests: ResetRequestView[]; hasMore: boolean }
  | { status: 'failed'; message: string };

/** One page of POST /api/get-reset-requests; a retry, and a way to show a changed request. */
export function useResetRequests(page: number) {
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ResetRequestsPage>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const body: ResetRequestListInput = { page };
    api
      .post<ResetRequestListResult>('/api/get-reset-requests', body)
      .then((result) => {
        if (current)
          setList({ status: 'ready', requests: result.requests, hasMore: result.has_more });
      })
      .catch((error: unknown) => {
        if (current) setList({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [page, attempt]);
  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback((changed: ResetRequestView) => {
    setList((shown) =>
      shown.status === 'ready'
        ? { ...shown, requests: replaceRequest(shown.requests, changed) }
        : shown,
    );
  }, []);
  return { list, retry, update };
}
