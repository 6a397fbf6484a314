import { browser, useTranslation } from '@dating/portal';
import { Preloader } from '@dating/ui';

/**
 * The spinner while a page, a remote or the portal itself loads; after 30 seconds a clear
 * message with Retry instead (by default Retry reloads the page).
 */
export function PagePreloader({ onRetry = () => browser.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Preloader
      label={t('common:status.loading')}
      slowTitle={t('preloader.slowTitle')}
      slowText={t('preloader.slowText')}
      retryLabel={t('common:action.retry')}
      onRetry={onRetry}
    />
  );
}
