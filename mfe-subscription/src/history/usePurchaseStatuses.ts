import { profileCalls, type ChoiceOption } from '@dating/contracts';
import { useCall } from '@dating/portal';

/**
 * PURCHASE_STATUS's labels (`profileCalls.choicesList`): undefined while asked, null when the
 * lookup failed (each status then shows '-', SPEC.md §8).
 */
export function usePurchaseStatuses(): ChoiceOption[] | null | undefined {
  const { data, error } = useCall(profileCalls.choicesList, { refTable: 'PURCHASE_STATUS' });
  return error ? null : data?.result;
}
