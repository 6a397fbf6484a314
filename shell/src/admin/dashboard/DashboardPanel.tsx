import { FigureFailed, FigureLoading, RemoteComponent, useTranslation } from '@dating/portal';

/** The remotes that have figures, in the order the dashboard lists them. */
const figures = [
  { id: 'mfe_subscription/AdminFigures', group: 'subscription' },
  { id: 'mfe_matching/AdminFigures', group: 'matching' },
  { id: 'mfe_profile/AdminFigures', group: 'profile' },
] as const;

/**
 * /admin: each remote's figures, each linking to its queue, and their charts. Each loads on its
 * own, so one that is down leaves the others showing; a remote that cannot be loaded shows as
 * one figure that is not available, with Retry.
 */
export function DashboardPanel() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-dashboard">
      <h2 id="admin-dashboard">{t('dashboard.title')}</h2>
      <h3 className="ui-visually-hidden">{t('dashboard.figures')}</h3>
      <ul className="admin-tiles">
        {figures.map(({ id, group }) => {
          const name = t(`dashboard.groups.${group}`);
          return (
            <RemoteComponent
              key={id}
              id={id}
              props={{}}
              placeholder={<FigureLoading name={name} />}
              fallback={(retry) => <FigureFailed name={name} onRetry={retry} />}
            />
          );
        })}
      </ul>
      <div className="admin-charts">
        <RemoteComponent id="mfe_profile/AdminCharts" props={{}} />
        <RemoteComponent id="mfe_subscription/AdminCharts" props={{}} />
      </div>
    </section>
  );
}
