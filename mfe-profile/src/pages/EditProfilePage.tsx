import '../profile.css';
import { useState } from 'react';
import { getSectionIndex, useSession, useTranslation } from '@dating/portal';
import { profileNamespace } from '../translations';
import { startSection } from '../wizard/rules';
import { Wizard } from '../wizard/Wizard';

/** /edit-profile (SPEC.md §2): the one section stored in `section_index`, in EDIT mode. */
export default function EditProfilePage() {
  const { t } = useTranslation(profileNamespace);
  const { userId } = useSession();
  const [section] = useState(() => startSection('EDIT', getSectionIndex()));
  return (
    <section className="profile-page">
      <h1>{t('editProfile.title')}</h1>
      <Wizard mode="EDIT" userId={userId} section={section} />
    </section>
  );
}
