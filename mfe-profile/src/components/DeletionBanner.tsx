import '../account/account.css';
import { useAccount, useLanguage, useLocation, useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';
import { deletionDateText, useKeepAccount } from '../deletion/deletion';
import { profileNamespace } from '../translations';

/**
 * Under the shell's header on every page while the member's account waits for its deletion: the
 * day, and one tap to keep the account (the shell mounts it). The account page says it itself.
 */
export default function DeletionBanner() {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const { account } = useAccount();
  const { pathname } = useLocation();
  const { keep, busy } = useKeepAccount();
  const dueAt = account?.deletion_due_at;
  if (!dueAt || pathname === '/account') return null;
  return (
    <aside className="account-banner" aria-label={t('account.deletion.bannerLabel')}>
      <p role="status">{t('account.deletion.due', { date: deletionDateText(dueAt, language) })}</p>
      <div className="account-banner__actions">
        <Button loading={busy} onClick={() => void keep()}>
          {t('account.deletion.keep')}
        </Button>
      </div>
    </aside>
  );
}
