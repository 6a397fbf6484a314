import '../matching.css';
import { useSession, Navigate, useTranslation } from '@dating/portal';
import { BlockedMembers } from '../block/BlockedMembers';
import { useFocusOnRemoval } from '../block/useFocusOnRemoval';
import { matchingNamespace } from '../translations';

/** /blocked-members (issue 13): the members the member blocked, with Unblock. */
export default function BlockedMembersPage() {
  const { t } = useTranslation(matchingNamespace);
  const { userId } = useSession();
  const { ref: headingRef, removed: focusHeading } = useFocusOnRemoval<HTMLHeadingElement>();
  return (
    <section className="matching-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('blocked.title')}
      </h1>
      <p className="matching-page__intro">{t('blocked.intro')}</p>
      {userId === null ? (
        <Navigate to="/" replace />
      ) : (
        <BlockedMembers userId={userId} onUnblocked={focusHeading} />
      )}
    </section>
  );
}
