import { useTranslation } from 'react-i18next';
import { subscriptionNamespace } from '../translations';

/** /my-package (SPEC.md §2). Its features come in a later release. */
export default function MyPackagePage() {
  const { t } = useTranslation(subscriptionNamespace);
  return (
    <section>
      <h1>{t('myPackage.title')}</h1>
      <p>{t('myPackage.intro')}</p>
    </section>
  );
}
