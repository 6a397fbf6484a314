import '../pages/account/account.css';
import '../pages/account/translations';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonClassName } from '@dating/ui';
import { linkAddress, useAccount } from '../pages/account/account';
import { useResend } from '../pages/account/useResend';
import { useTranslation } from '@dating/portal';

/** Under the header on every page while the signed-in member's address is not confirmed. */
export function EmailBanner() {
  const { t } = useTranslation('account');
  const { account } = useAccount();
  const { pathname } = useLocation();
  const { resend, busy } = useResend();
  if (!account || account.email_confirmed || pathname === '/confirm-email') return null;
  return (
    <aside className="shell-email-banner" aria-label={t('banner.label')}>
      <p>{t('banner.text', { address: linkAddress(account) })}</p>
      <div className="shell-email-banner__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
          {t('banner.sendAgain')}
        </Button>
        <Link to="/account" className={buttonClassName('ghost')}>
          {t('banner.change')}
        </Link>
      </div>
    </aside>
  );
}
