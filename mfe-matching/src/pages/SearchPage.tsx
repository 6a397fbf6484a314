import { useTranslation } from 'react-i18next';
import { matchingNamespace } from '../translations';

/** /search (SPEC.md §2). Its features come in a later release. */
export default function SearchPage() {
  const { t } = useTranslation(matchingNamespace);
  return (
    <section>
      <h1>{t('search.title')}</h1>
      <p>{t('search.intro')}</p>
    </section>
  );
}
