import { useMemo } from 'react';
import { billingCalls, type BillingStatsResult } from '@dating/contracts';
import {
  bahtText,
  ChartFigure,
  LoadFailed,
  monthText,
  useCall,
  useLanguage,
  useTranslation,
  type BarChartData,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { subscriptionNamespace } from '../translations';

/** The dashboard's chart of revenue per month (the shell's /admin shows it). */
export default function AdminCharts() {
  const { t } = useTranslation(subscriptionNamespace);
  const stats = useCall(billingCalls.adminStats, {});
  if (stats.data) return <RevenueChart stats={stats.data} />;
  if (stats.error) {
    return (
      <div className="admin-chart">
        <h3>{t('admin.revenue.title')}</h3>
        <LoadFailed message={stats.error.message} onRetry={stats.reload} />
      </div>
    );
  }
  return <Loading label={t('common:status.loading')} />;
}

function RevenueChart({ stats }: { stats: BillingStatsResult }) {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const data = useMemo<BarChartData>(
    () => ({
      labels: stats.revenue.map((month) => monthText(month.month, language)),
      series: [{ label: t('admin.revenue.amount'), values: stats.revenue.map((m) => m.amount) }],
      stacked: false,
    }),
    [stats, language, t],
  );
  return (
    <ChartFigure
      title={t('admin.revenue.title')}
      data={data}
      labelHeading={t('admin.revenue.month')}
      formatValue={(amount) => bahtText(amount, language)}
    />
  );
}
