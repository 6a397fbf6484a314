import './portal.css';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { buttonClassName, Button } from '@dating/ui';
import { useTranslation } from './i18n';
import { ApiError } from './api';
import { MessageCode } from '@dating/contracts';

/**
 * The server's answer for a member the caller may not see (hidden, deactivated, blocked either
 * way): 'This profile is not available'. Not a failure to report, but a page to explain.
 */
export function isMemberUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.code === MessageCode.profileUnavailable;
}

/**
 * In place of a member's profile that is not there for the viewer: calmly, that the member is
 * not available, without saying why (a block or a hidden profile stays private), and the way
 * back: Back when the member came from a page of the site, and Home.
 */
export function MemberUnavailable() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // The first page of a visit has the key 'default': Back would leave the site.
  const cameFromSite = useLocation().key !== 'default';
  return (
    <section className="portal-unavailable" aria-labelledby="portal-unavailable-title">
      <h2 id="portal-unavailable-title">{t('member.unavailableTitle')}</h2>
      <p>{t('member.unavailableText')}</p>
      <div className="portal-unavailable__actions">
        {cameFromSite && (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            {t('action.back')}
          </Button>
        )}
        <Link to="/" className={buttonClassName('primary')}>
          {t('member.home')}
        </Link>
      </div>
    </section>
  );
}
