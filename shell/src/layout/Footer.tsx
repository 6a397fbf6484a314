import { Link } from 'react-router-dom';
import { portalVersion } from '@dating/contracts';
import { useTranslation } from '@dating/portal';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <nav className="shell-footer__inner" aria-label={t('footer.label')}>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/safe-dating">{t('footer.safety')}</Link>
        <Link to="/update">{t('footer.version', { version: portalVersion })}</Link>
      </nav>
    </footer>
  );
}
