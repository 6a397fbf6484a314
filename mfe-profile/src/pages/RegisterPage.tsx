import '../profile.css';
import { useState } from 'react';
import { getSession, useSession, useTranslation } from '@dating/portal';
import { AccountForm } from '../account/AccountForm';
import { profileNamespace } from '../translations';
import { registerMode, startSection } from '../wizard/rules';
import { Wizard } from '../wizard/Wizard';

/**
 * /register (SPEC.md §2): a visitor creates an account (INSERT); a member, or the new member
 * who chose to go on, fills in the profile from section 1 (UPDATE).
 */
export default function RegisterPage() {
  const { t } = useTranslation(profileNamespace);
  const { userId } = useSession();
  // Decided once: logging in behind the account form must not leave its final dialog.
  const [mode, setMode] = useState(() => registerMode(getSession().loggedIn));
  return (
    <section className="profile-page">
      <h1>{t('register.title')}</h1>
      {mode === 'INSERT' ? (
        <AccountForm onContinue={() => setMode('UPDATE')} />
      ) : (
        <Wizard mode="UPDATE" userId={userId} section={startSection('UPDATE')} />
      )}
    </section>
  );
}
