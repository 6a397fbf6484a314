import { useTranslation } from 'react-i18next';
import { matchingNamespace } from '../translations';

/** /my-interest (SPEC.md §2). Its features come in a later release. */
export default function MyInterestPage() {
  const { t } = useTranslation(matchingNamespace);
  return (
    <section>
      <h1>{t('myInterest.title')}</h1>
      <p>{t('myInterest.intro')}</p>
    </section>
  );
}
