import { useCallback, useEffect, useState } from 'react';
import type { CategoryCard } from '@dating/contracts';
import { api, errorMessage } from '@dating/portal';

/** SPEC.md §9: the home page shows at most 8 member cards. */
export const homeCardLimit = 8;

export type HomeCards =
  | { status: 'loading' }
  | { status: 'ready'; cards: CategoryCard[] }
  | { status: 'failed'; message: string };

/** The newest members, from POST /api/get-category with an empty body; and a retry. */
export function useHomeCards(): [HomeCards, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [cards, setCards] = useState<HomeCards>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .post<CategoryCard[]>('/api/get-category', {})
      .then((list) => {
        if (current) setCards({ status: 'ready', cards: list.slice(0, homeCardLimit) });
      })
      .catch((error: unknown) => {
        if (current) setCards({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setCards({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [cards, retry];
}
