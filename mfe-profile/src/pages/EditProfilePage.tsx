import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../translations';

/** /edit-profile (SPEC.md §2). Its features come in a later release. */
export default function EditProfilePage() {
  const { t } = useTranslation(profileNamespace);
  return (
    <section>
      <h1>{t('editProfile.title')}</h1>
      <p>{t('editProfile.intro')}</p>
    </section>
  );
}
