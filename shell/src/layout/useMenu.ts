import { useEffect, useState } from 'react';
import type { MenuItem } from '@dating/contracts';
import { api, useLanguage } from '@dating/portal';

/**
 * The header menu from GET /api/menu, in the current language (the server names the items).
 * If the call fails the header simply shows no menu items.
 */
export function useMenu(): MenuItem[] {
  const [language] = useLanguage();
  const [items, setItems] = useState<MenuItem[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<MenuItem[]>('/api/menu')
      .then((list) => {
        if (current && Array.isArray(list)) setItems(list);
      })
      .catch((error: unknown) => console.warn(`The menu could not be loaded (${language})`, error));
    return () => {
      current = false;
    };
  }, [language]);
  return items;
}
