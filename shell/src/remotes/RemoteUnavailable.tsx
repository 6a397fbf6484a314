import { useContext, type ComponentType } from 'react';
import { Button } from '@dating/ui';
import { useTranslation } from '@dating/portal';
import { RemoteRetryContext } from './retry';

/** Shown in place of a page whose remote is down; the rest of the portal keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const retryFromPage = useContext(RemoteRetryContext);
  const retry = onRetry ?? retryFromPage ?? (() => window.location.reload());
  return (
    <section className="shell-remote-down" role="alert" aria-labelledby="remote-down-title">
      <h1 id="remote-down-title">{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableText')}</p>
      <Button onClick={retry}>{t('common:action.retry')}</Button>
    </section>
  );
}

/** What the federation runtime plugin answers a failed page load with: a page to show instead. */
export interface RemotePageModule {
  default: ComponentType;
}

/** The module the federation runtime plugin answers with when a remote cannot be loaded. */
export const remoteUnavailableModule: RemotePageModule = { default: () => <RemoteUnavailable /> };
