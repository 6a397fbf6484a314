import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@dating/portal';
import { buttonClassName } from '@dating/ui';

/** The four ways in (SPEC.md §1); all lead to /register. */
const registerChoices = ['man', 'women', 'ladyboy', 'transgender'] as const;

export default function HomePage() {
  const { t } = useTranslation('shell');
  const { loggedIn } = useSession();
  return (
    <section className="shell-hero" aria-labelledby="home-title">
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
    </section>
  );
}
