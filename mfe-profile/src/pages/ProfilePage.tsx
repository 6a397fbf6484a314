import '../profile.css';
import { profileNamespace } from '../translations';
import { ProfileDetails } from '../view/ProfileDetails';
import { Navigate, useSearchParams, useTranslation } from '@dating/portal';

/** A member id from the query string, or null when there is none (or it is not an id). */
function profileIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** /profile?id={userId} (SPEC.md §2): another member's profile; without an id, /search. */
export default function ProfilePage() {
  const { t } = useTranslation(profileNamespace);
  const [params] = useSearchParams();
  const userId = profileIdOf(params.get('id'));
  return (
    <section className="profile-page">
      <h1>{t('profile.title')}</h1>
      {userId === null ? (
        <Navigate to="/search" replace />
      ) : (
        <ProfileDetails key={userId} userId={userId} />
      )}
    </section>
  );
}
