import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../translations';

/** The verified-photo badge: an icon and words, never colour alone. */
export function VerifiedBadge() {
  const { t } = useTranslation(profileNamespace);
  return (
    <span className="verified-badge">
      <span aria-hidden="true">✔</span> {t('verification.badge')}
    </span>
  );
}
