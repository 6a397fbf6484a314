import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Role } from '@dating/contracts';
import { logout, useSession, useTranslation } from '@dating/portal';

/** The logged-in member's pages (SPEC.md §2, header). */
export const profileLinks = [
  { to: '/my-profile', labelKey: 'header.myProfile' },
  { to: '/my-interest', labelKey: 'header.myInterest' },
  { to: '/interest-me', labelKey: 'header.interestMe' },
  { to: '/matching', labelKey: 'header.matching' },
  { to: '/messages', labelKey: 'header.messages' },
  { to: '/my-package', labelKey: 'header.myPackage' },
  { to: '/blocked-members', labelKey: 'header.blockedMembers' },
] as const;

/**
 * The profile dropdown: the member's pages, the admin area for admins, and Log Out; `unread`
 * messages (mfe-matching counts them) on its button and on Messages.
 */
export function ProfileMenu({ unread }: { unread: number }) {
  const { t } = useTranslation('shell');
  const { role } = useSession();
  const unreadLabel = t('header.unreadMessages', { count: unread });
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="shell-profile" ref={ref}>
      <button
        type="button"
        className="shell-profile__button"
        aria-label={
          unread > 0 ? `${t('header.profileMenu')}, ${unreadLabel}` : t('header.profileMenu')
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
          />
        </svg>
        {unread > 0 && (
          <span className="shell-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <ul
          id={menuId}
          className="shell-profile__menu"
          role="menu"
          aria-label={t('header.profileMenu')}
        >
          {profileLinks.map((link) => (
            <li key={link.to} role="none">
              <Link role="menuitem" to={link.to} onClick={() => setOpen(false)}>
                {t(link.labelKey)}
                {link.to === '/messages' && unread > 0 && (
                  <>
                    {' '}
                    <span className="shell-badge" aria-hidden="true">
                      {unread}
                    </span>
                    <span className="ui-visually-hidden">({unreadLabel})</span>
                  </>
                )}
              </Link>
            </li>
          ))}
          {role === Role.Admin && (
            <li role="none">
              <Link role="menuitem" to="/admin" onClick={() => setOpen(false)}>
                {t('header.admin')}
              </Link>
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void logout()}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
