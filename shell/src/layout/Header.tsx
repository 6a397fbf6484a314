import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import {
  LanguageSwitch,
  RemoteComponent,
  useSession,
  useTranslation,
  type RemoteComponentProps,
} from '@dating/portal';
import { buttonClassName, cx } from '@dating/ui';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { useMenu } from './useMenu';

/** The member's unread messages and notifications, as mfe-matching's UnreadCounts tells them. */
type Unread = Parameters<RemoteComponentProps<'mfe_matching/UnreadCounts'>['onChange']>[0];

/**
 * The bell and the profile menu, with the counts mfe-matching keeps: none while they load or
 * when their remote is down, and nothing said about it; the header works all the same.
 */
function MemberActions() {
  const [unread, setUnread] = useState<Unread>({ messages: 0, notifications: 0 });
  return (
    <>
      <RemoteComponent
        id="mfe_matching/UnreadCounts"
        props={{ onChange: setUnread }}
        placeholder={null}
        fallback={() => null}
      />
      <NotificationBell unread={unread.notifications} />
      <ProfileMenu unread={unread.messages} />
    </>
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const { loggedIn } = useSession();
  const menu = useMenu().filter((item) => loggedIn || !item.member_only);
  const [navOpen, setNavOpen] = useState(false);

  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/" className="shell-brand">
          {t('brand')}
        </Link>
        <button
          type="button"
          className="shell-header__toggle"
          aria-label={t('header.toggleMenu')}
          aria-expanded={navOpen}
          aria-controls="shell-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <nav
          id="shell-nav"
          className={cx('shell-nav', navOpen && 'is-open')}
          aria-label={t('header.mainNavigation')}
          onClick={() => setNavOpen(false)}
        >
          <ul>
            {menu.map((item) => (
              <li key={item.menu_id}>
                <NavLink to={item.menu_path} end>
                  {item.menu_name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-header__actions">
          <LanguageSwitch />
          {loggedIn ? (
            <MemberActions />
          ) : (
            <Link to="/login" className={buttonClassName('primary')}>
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
