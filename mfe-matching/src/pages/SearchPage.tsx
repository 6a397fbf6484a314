import '../matching.css';
import { useSession, Navigate, useTranslation } from '@dating/portal';
import { MemberSearch } from '../search/MemberSearch';
import { matchingNamespace } from '../translations';

/** /search (SPEC.md §2): members by gender, age range and further filters, a page at a time. */
export default function SearchPage() {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  return (
    <section className="matching-page">
      <h1>{t('search.title')}</h1>
      <p className="matching-page__intro">{t('search.intro')}</p>
      {userId === null ? <Navigate to="/" replace /> : <MemberSearch userId={userId} />}
    </section>
  );
}
