import { useMemo } from 'react';
import { profileCalls, type ProfileStatsResult } from '@dating/contracts';
import {
  ChartFigure,
  dayText,
  LoadFailed,
  useCall,
  useLanguage,
  useTranslation,
  type BarChartData,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { daySeries, type DaySeries } from '../admin/series';
import { profileNamespace } from '../translations';

/** The dashboard's charts of new members, by gender and by country (the shell's /admin shows them). */
export default function AdminCharts() {
  const { t } = useTranslation(profileNamespace);
  const stats = useCall(profileCalls.adminStats, {});
  if (stats.data) return <MemberCharts stats={stats.data} />;
  if (stats.error) {
    return (
      <div className="admin-chart">
        <h3>{t('admin.charts.byGender')}</h3>
        <LoadFailed message={stats.error.message} onRetry={stats.reload} />
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
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const names = useMemo(
    () => ({ other: t('admin.charts.other'), notGiven: t('admin.charts.notGiven') }),
    [t],
  );
  const byGender = useMemo<BarChartData>(() => {
    const { days, series } = daySeries(stats.since, stats.today, stats.by_gender, (r) => r.gender);
    return {
      labels: days.map((day) => dayText(day, language)),
      series: series.map((s) => ({
        label: seriesLabel(s, names, (code) =>
          t(`admin.charts.genders.${code}`, { defaultValue: code }),
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
      labels: days.map((day) => dayText(day, language)),
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
        {t('admin.charts.newMembers', { count: stats.members_new, total: stats.members_total })}
      </p>
      <ChartFigure
        title={t('admin.charts.byGender')}
        data={byGender}
        labelHeading={t('admin.charts.day')}
      />
      <ChartFigure
        title={t('admin.charts.byCountry')}
        data={byCountry}
        labelHeading={t('admin.charts.day')}
      />
    </>
  );
}
