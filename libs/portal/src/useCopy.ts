import { useCallback } from 'react';
import { useTranslation } from './i18n';
import { useNotice } from './notice';

/**
 * Copies a text to the clipboard and says so with `copied`; where the browser refuses, the
 * member is shown the text to copy by hand.
 */
export function useCopy(): (text: string, copied: string) => Promise<void> {
  const { t } = useTranslation('common');
  const notice = useNotice();
  return useCallback(
    async (text: string, copied: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        notice.success(copied);
      } catch {
        notice.error(t('copy.failed', { value: text }));
      }
    },
    [notice, t],
  );
}
