import { profileNamespace } from '../translations';
import { useTranslation } from '@dating/portal';

/** The verified-photo badge: an icon and words, never colour alone. */
export function VerifiedBadge() {
  const { t } = useTranslation(profileNamespace);
  return (
    <span className="verified-badge">
      <span aria-hidden="true">✔</span> {t('verification.badge')}
    </span>
  );
}
