import '../profile.css';
import { profileCalls, type ProfileView } from '@dating/contracts';
import { setSectionIndex, useCall, useSession, Link, useTranslation } from '@dating/portal';
import { profileNamespace } from '../translations';
import { missingItems } from '../completeness/completeness';

/**
 * The profile completeness card, on home and My Profile: what the member's profile still lacks
 * (a photo first), each with one tap to the section that adds it. Nothing once it is complete,
 * nothing for a visitor, nothing while it loads or when the profile cannot be read.
 */
export default function ProfileCompleteness() {
  const { userId } = useSession();
  if (userId === null) return null;
  return <LoadedCompleteness userId={userId} />;
}

/** The owner's own profile view; a failure is no reason for a banner on home: the card waits. */
const quietly = { onError: () => undefined };

function LoadedCompleteness({ userId }: { userId: number }) {
  const { data, error } = useCall(profileCalls.viewGet, { user_id: userId }, quietly);
  if (data) return <CompletenessCard profile={data.profile} />;
  // 404: nothing is saved yet, so everything is missing.
  if (error?.status === 404) return <CompletenessCard profile={null} />;
  return null;
}

/** The card for the owner's profile (null: nothing saved); nothing when it is complete. */
export function CompletenessCard({ profile }: { profile: ProfileView | null }) {
  const { t } = useTranslation(profileNamespace);
  const missing = missingItems(profile);
  if (missing.length === 0) return null;
  return (
    <section className="completeness-card" aria-labelledby="completeness-title">
      <h2 id="completeness-title">{t('completeness.title')}</h2>
      <p>{t('completeness.intro')}</p>
      <ul className="completeness-card__list">
        {missing.map(({ item, section, href }) => (
          <li key={item}>
            <Link
              className="completeness-card__link"
              to={href}
              onClick={() => {
                if (href === '/edit-profile') setSectionIndex(section);
              }}
            >
              {t(`completeness.item.${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
