import './policy.css';
import { Link } from 'react-router-dom';
import type { PolicyOutline, PolicySection } from './outline';
import { useTranslation } from '@dating/portal';

interface PolicySectionProps {
  namespace: string;
  section: PolicySection;
  values: PolicyOutline['values'];
}

function PolicySectionView({ namespace, section, values }: PolicySectionProps) {
  const { t } = useTranslation(namespace);
  const headingId = `${namespace}-${section.id}`;
  const key = `sections.${section.id}`;
  return (
    <section className="shell-policy__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${key}.heading`, values)}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{t(`${key}.paragraphs.${paragraph}`, values)}</p>
      ))}
      {section.points.length > 0 && (
        <ul className="shell-policy__points">
          {section.points.map((point) => (
            <li key={point}>{t(`${key}.points.${point}`, values)}</li>
          ))}
        </ul>
      )}
      {section.link !== undefined && (
        <p>
          <Link to={section.link}>{t(`${key}.link`, values)}</Link>
        </p>
      )}
    </section>
  );
}

/** A policy page (terms, privacy, safe dating): title, date, introduction and its sections. */
export function PolicyArticle({ outline }: { outline: PolicyOutline }) {
  const { t } = useTranslation(outline.namespace);
  const titleId = `${outline.namespace}-title`;
  return (
    <article className="shell-policy" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title', outline.values)}</h1>
      <p className="shell-policy__updated">{t('updated', outline.values)}</p>
      <p className="shell-lead">{t('intro', outline.values)}</p>
      {outline.sections.map((section) => (
        <PolicySectionView
          key={section.id}
          namespace={outline.namespace}
          section={section}
          values={outline.values}
        />
      ))}
    </article>
  );
}
