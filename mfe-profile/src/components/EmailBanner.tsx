import '../account/account.css';
import { Link, useAccount, useLocation, useTranslation } from '@dating/portal';
import { Button, buttonClassName } from '@dating/ui';
import { linkAddress } from '../account/linkAddress';
import { useResend } from '../account/useResend';
import { profileNamespace } from '../translations';

/**
 * Under the shell's header on every page while the signed-in member's address is not
 * confirmed (the shell mounts it).
 */
export default function EmailBanner() {
  const { t } = useTranslation(profileNamespace);
  const { account } = useAccount();
  const { pathname } = useLocation();
  const { resend, busy } = useResend();
  if (!account || account.email_confirmed || pathname === '/confirm-email') return null;
  return (
    <aside className="account-banner" aria-label={t('account.banner.label')}>
      <p>{t('account.banner.text', { address: linkAddress(account) })}</p>
      <div className="account-banner__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
          {t('account.banner.sendAgain')}
        </Button>
        <Link to="/account" className={buttonClassName('ghost')}>
          {t('account.banner.change')}
        </Link>
      </div>
    </aside>
  );
}
