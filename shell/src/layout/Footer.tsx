import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { portalVersion } from '@dating/contracts';

/** SPEC.md §2: these footer links have no target (yet). */
const preventNavigation = (event: MouseEvent) => event.preventDefault();

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <nav className="shell-footer__inner" aria-label={t('footer.label')}>
        <a href="#" onClick={preventNavigation}>
          {t('footer.terms')}
        </a>
        <a href="#" onClick={preventNavigation}>
          {t('footer.privacy')}
        </a>
        <a href="#" onClick={preventNavigation}>
          {t('footer.safety')}
        </a>
        <Link to="/update">{t('footer.version', { version: portalVersion })}</Link>
      </nav>
    </footer>
  );
}
