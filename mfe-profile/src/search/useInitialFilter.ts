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
 * The filter the search starts with, from the member's DATE_INFO and GENDER_FOR choice; null
 * while they are read. If they cannot be read, the reason is shown and the search starts from
 * the defaults. The same object until the answers change, so the search it starts is not asked
 * again.
 */
export function useInitialFilter(userId: number): InitialSearch | null {
  const notice = useNotice();
  const onError = { onError: (failure: Error) => notice.error(failure.message) };
  const dateInfo = useCall(
    profileCalls.sectionRows,
    { table: 'DATE_INFO', user_id: userId },
    onError,
  );
  const genderFor = useCall(
    profileCalls.userChoicesGet,
    { ref_table: 'GENDER_FOR', user_id: userId },
    onError,
  );

  const rows = dateInfo.data?.result;
  const choices = genderFor.data?.result;
  const failed = dateInfo.error !== undefined || genderFor.error !== undefined;
  return useMemo(() => {
    if (rows && choices) {
      const wanted = choices.find((choice) => choice.ref_table_code === 'GENDER_FOR')?.ref_code;
      return { filter: initialFilter(rows, wanted), ageRangeMissing: missingAgeRange(rows) };
    }
    return failed ? { filter: initialFilter(rows ?? []), ageRangeMissing: false } : null;
  }, [rows, choices, failed]);
}
