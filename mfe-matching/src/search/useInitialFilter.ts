import { useMemo } from 'react';
import { profileCalls } from '@dating/contracts';
import { useCall, useNotice } from '@dating/portal';
import { initialFilter, missingAgeRange, type SearchFilter } from './searchQuery';

export interface InitialSearch {
  filter: SearchFilter;
  /** The member saved no age range of interest: the search says so and leads there. */
  ageRangeMissing: boolean;
}

/**
 * The filter the search starts with, from the member's DATE_INFO; null while it is read. If it
 * cannot be read, the reason is shown and the search starts from the defaults. The same object
 * until the answer changes, so the search it starts is not asked again.
 */
export function useInitialFilter(userId: number): InitialSearch | null {
  const notice = useNotice();
  const { data, error } = useCall(
    profileCalls.sectionRows,
    { table: 'DATE_INFO', user_id: userId },
    { onError: (failure) => notice.error(failure.message) },
  );

  const failed = error !== undefined;
  return useMemo(() => {
    if (data) {
      return { filter: initialFilter(data.result), ageRangeMissing: missingAgeRange(data.result) };
    }
    return failed ? { filter: initialFilter([]), ageRangeMissing: false } : null;
  }, [data, failed]);
}
