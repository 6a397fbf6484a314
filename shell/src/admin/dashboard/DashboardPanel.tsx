import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  billingCalls,
  interestCalls,
  profileCalls,
  type BillingStatsResult,
  type ProfileStatsResult,
} from '@dating/contracts';
import { LoadFailed, useCall, useLanguage, useTranslation } from '@dating/portal';
import { Loading } from '@dating/ui';
import { formatBaht, formatDay, formatMonth } from '../format';
import { daySeries, type DaySeries } from '../series';
import { ChartFigure } from './ChartFigure';
import type { BarChartData } from './drawChart';

interface Loaded<Data> {
  data: Data | undefined;
  error: { message: string } | undefined;
  reload: () => void;
}

/**
 * /admin: the figures, each linking to its queue, and the charts. Each service's figures load
 * on their own, so one that is down leaves the others showing.
 */
export function DashboardPanel() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const profile = useCall(profileCalls.adminStats, {});
  const billing = useCall(billingCalls.adminStats, {});
  const reports = useCall(interestCalls.adminReportQueue, { page: 1 });
  const baht = (amount: number) => formatBaht(amount, language);

  return (
    <section aria-labelledby="admin-dashboard">
      <h2 id="admin-dashboard">{t('dashboard.title')}</h2>
      <h3 className="ui-visually-hidden">{t('dashboard.figures')}</h3>
      <ul className="admin-tiles">
        <Tile
          name={t('dashboard.activeSubscriptions')}
          to="/admin/purchases"
          source={billing}
          value={(stats) => stats.active_subscriptions}
        />
        <Tile
          name={t('dashboard.receiptsWaiting')}
          to="/admin/purchases"
          source={billing}
          value={(stats) => stats.receipts_waiting}
        />
        <Tile
          name={t('dashboard.openReports')}
          to="/admin/moderation"
          source={reports}
          value={(queue) => queue.open_reports}
        />
        <Tile
          name={t('dashboard.photosWaiting')}
          to="/admin/photos"
          source={profile}
          value={(stats) => stats.photos_waiting}
        />
        <Tile
          name={t('dashboard.verificationsWaiting')}
          to="/admin/verifications"
          source={profile}
          value={(stats) => stats.verifications_waiting}
        />
        <Tile
          name={t('dashboard.revenueThisMonth')}
          to="/admin/purchases"
          source={billing}
          value={(stats) => baht(stats.revenue.at(-1)?.amount ?? 0)}
        />
      </ul>
      <div className="admin-charts">
        <Loads source={profile} name={t('dashboard.byGender')}>
          {(stats) => <MemberCharts stats={stats} />}
        </Loads>
        <Loads source={billing} name={t('dashboard.revenue')}>
          {(stats) => <RevenueChart stats={stats} />}
        </Loads>
      </div>
    </section>
  );
}

/** A figure as a link to its queue, or its own loading or failed state. */
function Tile<Data>({
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
  const { t } = useTranslation('admin');
  let content: ReactNode;
  if (source.data !== undefined) {
    content = (
      <Link className="admin-tile__link" to={to}>
        <span className="admin-tile__name">{name}</span>
        <strong className="admin-tile__value">{value(source.data)}</strong>
      </Link>
    );
  } else if (source.error) {
    content = (
      <div className="admin-tile__failed">
        <span className="admin-tile__name">{name}</span>
        <span>{t('figures.failed')}</span>
        <button
          type="button"
          className="admin-tile__retry"
          onClick={source.reload}
          aria-label={t('figures.retry', { name })}
        >
          {t('common:action.retry')}
        </button>
      </div>
    );
  } else {
    content = (
      <div className="admin-tile__loading">
        <span className="admin-tile__name">{name}</span>
        <Loading label={t('common:status.loading')} />
      </div>
    );
  }
  return <li className="admin-tile">{content}</li>;
}

/** What a chart shows while its figures come, or when they cannot be read. */
function Loads<Data>({
  source,
  name,
  children,
}: {
  source: Loaded<Data>;
  name: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (source.data !== undefined) return children(source.data);
  if (source.error) {
    return (
      <div className="admin-chart">
        <h3>{name}</h3>
        <LoadFailed message={source.error.message} onRetry={source.reload} />
      </div>
    );
  }
  return <Loading label={t('common:status.loading')} />;
}

/** A stack's name in the legend and the table: its gender or country, 'not given' or 'other'. */
function seriesLabel(
  series: DaySeries,
  names: { other: string; notGiven: string },
  named: (key: string) => string,
) {
  if (series.other) return names.other;
  return series.key === null ? names.notGiven : named(series.key);
}

function MemberCharts({ stats }: { stats: ProfileStatsResult }) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const names = useMemo(
    () => ({ other: t('dashboard.other'), notGiven: t('dashboard.notGiven') }),
    [t],
  );
  const byGender = useMemo<BarChartData>(() => {
    const { days, series } = daySeries(stats.since, stats.today, stats.by_gender, (r) => r.gender);
    return {
      labels: days.map((day) => formatDay(day, language)),
      series: series.map((s) => ({
        label: seriesLabel(s, names, (code) =>
          t(`dashboard.genders.${code}`, { defaultValue: code }),
        ),
        values: s.values,
      })),
      stacked: true,
    };
  }, [stats, language, t, names]);
  const byCountry = useMemo<BarChartData>(() => {
    const { days, series } = daySeries(
      stats.since,
      stats.today,
      stats.by_country,
      (r) => r.country,
    );
    return {
      labels: days.map((day) => formatDay(day, language)),
      series: series.map((s) => ({
        label: seriesLabel(s, names, (country) => country),
        values: s.values,
      })),
      stacked: true,
    };
  }, [stats, language, names]);
  return (
    <>
      <p className="admin-chart__summary">
        {t('dashboard.newMembers', { count: stats.members_new, total: stats.members_total })}
      </p>
      <ChartFigure
        title={t('dashboard.byGender')}
        data={byGender}
        labelHeading={t('dashboard.day')}
      />
      <ChartFigure
        title={t('dashboard.byCountry')}
        data={byCountry}
        labelHeading={t('dashboard.day')}
      />
    </>
  );
}

function RevenueChart({ stats }: { stats: BillingStatsResult }) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const data = useMemo<BarChartData>(
    () => ({
      labels: stats.revenue.map((month) => formatMonth(month.month, language)),
      series: [{ label: t('dashboard.amount'), values: stats.revenue.map((m) => m.amount) }],
      stacked: false,
    }),
    [stats, language, t],
  );
  return (
    <ChartFigure
      title={t('dashboard.revenue')}
      data={data}
      labelHeading={t('dashboard.month')}
      formatValue={(amount) => formatBaht(amount, language)}
    />
  );
}
