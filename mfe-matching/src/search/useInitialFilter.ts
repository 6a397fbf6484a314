import { useEffect, useState } from 'react';
import { api, errorMessage, useNotice } from '@dating/portal';
import { initialFilter, type SearchFilter } from './searchQuery';

interface DateInfoRows {
  status: 'OK';
  result: Record<string, unknown>[];
}

/**
 * The filter the search starts with, from the member's DATE_INFO. If it cannot be read, the
 * reason is shown and the search starts from the defaults.
 */
export function useInitialFilter(userId: number): SearchFilter | null {
  const notice = useNotice();
  const [filter, setFilter] = useState<SearchFilter | null>(null);

  useEffect(() => {
    let current = true;
    api
      .post<DateInfoRows>('/api/get-by-user-id', { table: 'DATE_INFO', user_id: userId })
      .then((answer) => {
        if (current) setFilter(initialFilter(answer.result));
      })
      .catch((error: unknown) => {
        if (!current) return;
        notice.error(errorMessage(error));
        setFilter(initialFilter([]));
      });
    return () => {
      current = false;
    };
  }, [userId, notice]);

  return filter;
}
