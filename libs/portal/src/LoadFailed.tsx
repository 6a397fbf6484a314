import './portal.css';
import { Button } from '@dating/ui';
import { useTranslation } from './i18n';

export interface LoadFailedProps {
  /** What could not be loaded, and why, ready to show. */
  message: string;
  onRetry: () => void;
  /** Announce it (an alert) where no error notice does. */
  announce?: boolean;
}

/** In place of something that could not be loaded: what went wrong, and Retry. */
export function LoadFailed({ message, onRetry, announce = false }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div className="portal-load-failed" role={announce ? 'alert' : undefined}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
