import { Link } from 'react-router-dom';
import { buttonClassName } from '@dating/ui';
import { useTranslation } from '@dating/portal';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className={buttonClassName('secondary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
