import { useEffect, useRef, useState } from 'react';
import { optionsTableOf, profileCalls, type ChoiceOption, type RefTable } from '@dating/contracts';
import { api, errorMessage, useNotice } from '@dating/portal';

export type ChoiceLists = Partial<Record<RefTable, ChoiceOption[]>>;

/**
 * The options of the choice lists `tables` need (yes/no questions read ACTIVE_FLAG's), each
 * list asked for once while the wizard is open; the browser caches them between visits.
 */
export function useChoices(tables: readonly RefTable[]): ChoiceLists {
  const notice = useNotice();
  const [lists, setLists] = useState<ChoiceLists>({});
  const requested = useRef(new Set<RefTable>());
  const wanted = [...new Set(tables.map(optionsTableOf))].join(',');

  useEffect(() => {
    const missing = (wanted.split(',') as RefTable[]).filter(
      (table) => table && !requested.current.has(table),
    );
    if (missing.length === 0) return;
    missing.forEach((table) => requested.current.add(table));
    Promise.all(
      missing.map(async (table) => {
        const answer = await api.call(profileCalls.choicesList, { refTable: table });
        return [table, answer.result] as const;
      }),
    )
      .then((loaded) => setLists((current) => ({ ...current, ...Object.fromEntries(loaded) })))
      .catch((error: unknown) => {
        missing.forEach((table) => requested.current.delete(table));
        notice.error(errorMessage(error));
      });
  }, [wanted, notice]);

  return lists;
}
