import { profileCalls, type MenuItem } from '@dating/contracts';
import { useCall } from '@dating/portal';

/**
 * The header menu (`profileCalls.menuGet`), in the current language (the server names the
 * items). If the call fails the header simply shows no menu items.
 */
export function useMenu(): MenuItem[] {
  const { data } = useCall(
    profileCalls.menuGet,
    {},
    {
      perLanguage: true,
      onError: (error) => console.warn('The menu could not be loaded', error),
    },
  );
  return data ?? [];
}
