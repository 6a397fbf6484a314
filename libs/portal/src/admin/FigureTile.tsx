import './admin.css';
import type { ReactNode } from 'react';
import { Loading } from '@dating/ui';
import { useTranslation } from '../i18n';
import { Link } from '../router';
import type { Loaded } from './loaded';

/**
 * One figure of the admin dashboard (an item of its `admin-tiles` list): a link to its queue,
 * or its own loading or failed state.
 */
export function FigureTile<Data>({
  name,
  to,
  source,
  value,
}: {
  name: string;
  to: string;
  source: Loaded<Data>;
  value: (data: Data) => ReactNode;
}) {
  if (source.error) return <FigureFailed name={name} onRetry={source.reload} />;
  if (source.data === undefined) return <FigureLoading name={name} />;
  return (
    <li className="admin-tile">
      <Link className="admin-tile__link" to={to}>
        <span className="admin-tile__name">{name}</span>
        <strong className="admin-tile__value">{value(source.data)}</strong>
      </Link>
    </li>
  );
}

/** A figure on its way. */
export function FigureLoading({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return (
    <li className="admin-tile">
      <div className="admin-tile__loading">
        <span className="admin-tile__name">{name}</span>
        <Loading label={t('status.loading')} />
      </div>
    </li>
  );
}

/** A figure that could not be read, with a Retry that names it. */
export function FigureFailed({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <li className="admin-tile">
      <div className="admin-tile__failed">
        <span className="admin-tile__name">{name}</span>
        <span>{t('figures.failed')}</span>
        <button
          type="button"
          className="admin-tile__retry"
          onClick={onRetry}
          aria-label={t('figures.retry', { name })}
        >
          {t('action.retry')}
        </button>
      </div>
    </li>
  );
}
