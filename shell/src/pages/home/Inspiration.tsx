import { LanguageSwitch, useTranslation } from '@dating/portal';

const paragraphs = ['text1', 'text2', 'text3'] as const;

/**
 * 'Our Inspiration' in Thai, English or Norwegian. Its switch is the portal's one language
 * switch: it changes the whole interface, not only this text (DESIGN.md §9).
 */
export function Inspiration() {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-section shell-inspiration" aria-labelledby="inspiration-title">
      <div className="shell-section__head">
        <h2 id="inspiration-title">{t('home.inspiration.title')}</h2>
        <LanguageSwitch />
      </div>
      {paragraphs.map((key) => (
        <p key={key}>{t(`home.inspiration.${key}`)}</p>
      ))}
    </section>
  );
}
