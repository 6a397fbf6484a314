import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../translations';

/** /register (SPEC.md §2). Its features come in a later release. */
export default function RegisterPage() {
  const { t } = useTranslation(profileNamespace);
  return (
    <section>
      <h1>{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
    </section>
  );
}
