import { useTranslation } from 'react-i18next';
import { matchingNamespace } from '../translations';

/** /interest-me (SPEC.md §2). Its features come in a later release. */
export default function InterestMePage() {
  const { t } = useTranslation(matchingNamespace);
  return (
    <section>
      <h1>{t('interestMe.title')}</h1>
      <p>{t('interestMe.intro')}</p>
    </section>
  );
}
