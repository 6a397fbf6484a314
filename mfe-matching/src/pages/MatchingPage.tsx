import { useTranslation } from 'react-i18next';
import { matchingNamespace } from '../translations';

/** /matching (SPEC.md §2). Its features come in a later release. */
export default function MatchingPage() {
  const { t } = useTranslation(matchingNamespace);
  return (
    <section>
      <h1>{t('matching.title')}</h1>
      <p>{t('matching.intro')}</p>
    </section>
  );
}
