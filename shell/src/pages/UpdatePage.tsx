import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@dating/portal';
import { PlaceholderPage } from './PlaceholderPage';

export default function UpdatePage() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage titleKey="update.title">
      <p>{t('update.current', { version: getRuntimeConfig().version })}</p>
    </PlaceholderPage>
  );
}
