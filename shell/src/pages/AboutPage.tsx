import { Link } from 'react-router-dom';
import { LanguageSwitch, useTranslation } from '@dating/portal';
import { SiteImage } from './site/SiteImage';

const objectives = ['meet', 'safety', 'culture', 'couples', 'price'] as const;

/** /about and /about-us: image, language switch, objectives and who may register. */
export default function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="shell-about" aria-labelledby="about-title">
      <div className="shell-section__head">
        <h1 id="about-title">{t('about.title')}</h1>
        <LanguageSwitch />
      </div>
      <SiteImage type="about" width={1200} height={600} className="shell-about__image" />
      <p className="shell-lead">{t('about.intro')}</p>
      <section className="shell-section" aria-labelledby="about-objectives">
        <h2 id="about-objectives">{t('about.objectivesTitle')}</h2>
        <ul className="shell-objectives">
          {objectives.map((key) => (
            <li key={key}>{t(`about.objectives.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section
        className="shell-section shell-about__registration"
        aria-labelledby="about-registration"
      >
        <h2 id="about-registration">{t('about.registrationTitle')}</h2>
        <p>
          <strong>{t('about.whoRegisters')}</strong>
        </p>
        <p>
          {t('about.freeHelp')} <Link to="/contact">{t('about.contactLink')}</Link>
        </p>
      </section>
    </article>
  );
}
