import { Link } from 'react-router-dom';
import { RemoteComponent, useSession, useTranslation } from '@dating/portal';
import { buttonClassName } from '@dating/ui';
import { Inspiration } from './home/Inspiration';
import { NewMembers } from './home/NewMembers';
import { SiteImage } from './site/SiteImage';

/** The four ways in (SPEC.md §1); all lead to /register. */
const registerChoices = ['man', 'women', 'ladyboy', 'transgender'] as const;

export default function HomePage() {
  const { t } = useTranslation('shell');
  const { loggedIn } = useSession();
  const membersTitle = t('home.membersTitle');
  return (
    <>
      <section className="shell-hero" aria-labelledby="home-title">
        <SiteImage type="home" width={1600} height={900} className="shell-hero__image" />
        <div className="shell-hero__content">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="shell-hero__text">{t('home.subtitle')}</p>
          {!loggedIn && (
            <div className="shell-hero__choices" role="group" aria-label={t('home.registerAs')}>
              {registerChoices.map((choice) => (
                <Link key={choice} to="/register" className={buttonClassName('primary')}>
                  {t(`home.${choice}`)}
                </Link>
              ))}
            </div>
          )}
        </div>
      </section>
      {loggedIn && (
        <div className="shell-section">
          <RemoteComponent id="mfe_profile/ProfileCompleteness" props={{}} />
        </div>
      )}
      <Inspiration />
      <section className="shell-section" aria-labelledby="home-members-title">
        <h2 id="home-members-title">{membersTitle}</h2>
        <NewMembers label={membersTitle} />
      </section>
    </>
  );
}
