import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui';
import { profileNamespace } from '../translations';

/** In place of a profile that could not be loaded: what went wrong, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <div className="profile-load-failed">
      <p>{t('view.fetchError', { message })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </div>
  );
}
