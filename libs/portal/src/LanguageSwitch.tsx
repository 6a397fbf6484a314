import './portal.css';
import { useTranslation } from 'react-i18next';
import { cx } from '@dating/ui';
import { languageNames, languages, useLanguage } from './i18n';

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
          aria-label={languageNames[language]}
          aria-pressed={language === current}
          onClick={() => setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
