import '../search/search.css';
import { useSession, Navigate, useTranslation } from '@dating/portal';
import { MemberSearch } from '../search/MemberSearch';
import { profileNamespace } from '../translations';

/** /search (SPEC.md §2): members by gender, age range and further filters, a page at a time. */
export default function SearchPage() {
  const { t } = useTranslation(profileNamespace);
  const { userId } = useSession();
  return (
    <section className="search-page">
      <h1>{t('search.title')}</h1>
      <p className="search-page__intro">{t('search.intro')}</p>
      {userId === null ? <Navigate to="/" replace /> : <MemberSearch userId={userId} />}
    </section>
  );
}
