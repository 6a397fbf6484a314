import './admin.css';
import type { ReactNode } from 'react';
import { Loading } from '@dating/ui';
import { useTranslation } from '../i18n';
import { LoadFailed } from '../LoadFailed';
import type { Loaded } from './loaded';

/** A part of an admin page that loads on its own: its data, or its loading or failed state. */
export function AdminSection<Data>({
  title,
  source,
  children,
}: {
  title: string;
  source: Loaded<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('common');
  let content: ReactNode;
  if (source.data !== undefined) content = children(source.data);
  else if (source.error)
    content = <LoadFailed message={source.error.message} onRetry={source.reload} />;
  else content = <Loading label={t('status.loading')} />;
  return (
    <section className="admin-part" aria-label={title}>
      <h3>{title}</h3>
      {content}
    </section>
  );
}
