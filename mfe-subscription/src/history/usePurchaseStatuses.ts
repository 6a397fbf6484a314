import { useEffect, useState } from 'react';
import type { ChoiceListResult, ChoiceOption } from '@dating/contracts';
import { api } from '@dating/portal';

/**
 * PURCHASE_STATUS's labels (GET /api/load-rf/PURCHASE_STATUS): undefined while asked, null when
 * the lookup failed (each status then shows '-', SPEC.md §8).
 */
export function usePurchaseStatuses(): ChoiceOption[] | null | undefined {
  const [statuses, setStatuses] = useState<ChoiceOption[] | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api
      .get<ChoiceListResult>('/api/load-rf/PURCHASE_STATUS')
      .then((answer) => {
        if (current) setStatuses(answer.result);
      })
      .catch(() => {
        if (current) setStatuses(null);
      });
    return () => {
      current = false;
    };
  }, []);
  return statuses;
}
