import './portal.css';
import { cx } from '@dating/ui';
import { languageNames, languages, useLanguage, useTranslation } from './i18n';

/** th / en / no buttons; the choice is remembered (localStorage `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [current, setLanguage] = useLanguage();
  return (
    <div className={cx('portal-language', className)} role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={cx('portal-language__option', language === current && 'is-active')}
          aria-pressed={language === current}
          onClick={() => setLanguage(language)}
        >
          {/* The name read out starts with what is shown (WCAG 2.5.3), then says it in full. */}
          {language.toUpperCase()}
          <span className="ui-visually-hidden"> {languageNames[language]}</span>
        </button>
      ))}
    </div>
  );
}
