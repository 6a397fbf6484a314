import { useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';

/** Shown when /config.json cannot be read, so nothing else can start. */
export function StartupError() {
  const { t } = useTranslation('shell');
  return (
    <main className="portal-page shell-remote-down" role="alert">
      <h1>{t('startup.title')}</h1>
      <p>{t('startup.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('common:action.retry')}</Button>
    </main>
  );
}
