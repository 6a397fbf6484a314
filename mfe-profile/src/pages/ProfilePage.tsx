import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../translations';

/** /profile (SPEC.md §2). Its features come in a later release. */
export default function ProfilePage() {
  const { t } = useTranslation(profileNamespace);
  return (
    <section>
      <h1>{t('profile.title')}</h1>
      <p>{t('profile.intro')}</p>
    </section>
  );
}
