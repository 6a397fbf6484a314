import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../translations';

/** /my-profile (SPEC.md §2). Its features come in a later release. */
export default function MyProfilePage() {
  const { t } = useTranslation(profileNamespace);
  return (
    <section>
      <h1>{t('myProfile.title')}</h1>
      <p>{t('myProfile.intro')}</p>
    </section>
  );
}
