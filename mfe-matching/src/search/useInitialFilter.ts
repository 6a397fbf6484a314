import { profileCalls } from '@dating/contracts';
import { useCall, useNotice } from '@dating/portal';
import { initialFilter, type SearchFilter } from './searchQuery';

/**
 * The filter the search starts with, from the member's DATE_INFO; null while it is read. If it
 * cannot be read, the reason is shown and the search starts from the defaults.
 */
export function useInitialFilter(userId: number): SearchFilter | null {
  const notice = useNotice();
  const { data, error } = useCall(
    profileCalls.sectionRows,
    { table: 'DATE_INFO', user_id: userId },
    { onError: (failure) => notice.error(failure.message) },
  );

  if (data) return initialFilter(data.result);
  return error ? initialFilter([]) : null;
}
