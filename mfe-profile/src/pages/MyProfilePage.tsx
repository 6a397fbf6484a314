import '../profile.css';
import { useState } from 'react';
import { useSession, Navigate, useTranslation } from '@dating/portal';
import { ActivitySetting } from '../activity/ActivitySetting';
import { SensitiveConsentSetting } from '../privacy/SensitiveConsentSetting';
import ProfileCompleteness from '../components/ProfileCompleteness';
import { PhotoRemovalNotices } from '../review/PhotoRemovalNotices';
import { profileNamespace } from '../translations';
import { VerificationCard } from '../verification/VerificationCard';
import { ProfileDetails } from '../view/ProfileDetails';

/** /my-profile (SPEC.md §2): the member's own profile, with Edit and Hide/Show Profile. */
export default function MyProfilePage() {
  const { t } = useTranslation(profileNamespace);
  const { userId } = useSession();
  // Bumped when the member withdraws their consent: the profile is read again, without those answers.
  const [withdrawals, setWithdrawals] = useState(0);
  return (
    <section className="profile-page">
      <h1>{t('myProfile.title')}</h1>
      {userId === null ? (
        <Navigate to="/" replace />
      ) : (
        <>
          <PhotoRemovalNotices userId={userId} />
          <ProfileCompleteness />
          <ProfileDetails key={withdrawals} userId={userId} />
          <ActivitySetting userId={userId} />
          <VerificationCard userId={userId} />
          <SensitiveConsentSetting
            userId={userId}
            onWithdrawn={() => setWithdrawals((count) => count + 1)}
          />
        </>
      )}
    </section>
  );
}
