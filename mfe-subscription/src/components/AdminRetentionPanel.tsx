import { useState } from 'react';
import { billingCalls, billingRetentionYears, type RetentionRun } from '@dating/contracts';
import {
  dateTimeText,
  LoadFailed,
  Pager,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { erasedNames, erasedTotal } from '../admin/retention';
import { subscriptionNamespace } from '../translations';

/**
 * /admin/retention: the runs of svc-billing's retention job, newest first, and what each erased
 * per table (rows) and bucket (objects).
 */
export default function AdminRetentionPanel() {
  const { t } = useTranslation(subscriptionNamespace);
  const [page, setPage] = useState(1);
  const { data, error, reload } = useCall(billingCalls.adminRetentionRuns, { page });

  let content;
  if (error) content = <LoadFailed message={error.message} onRetry={reload} announce />;
  else if (!data) content = <Loading label={t('common:status.loading')} />;
  else {
    content = (
      <>
        {data.runs.length === 0 ? (
          <p>{page === 1 ? t('admin.retention.empty') : t('admin.retention.noOlder')}</p>
        ) : (
          <RetentionRuns runs={data.runs} />
        )}
        {(page > 1 || data.runs.length > 0) && (
          <Pager page={page} hasMore={data.has_more} onPage={setPage} />
        )}
      </>
    );
  }

  return (
    <section className="subscription-retention" aria-labelledby="subscription-retention-title">
      <h2 id="subscription-retention-title">{t('admin.retention.title')}</h2>
      <p>{t('admin.retention.intro', { years: billingRetentionYears })}</p>
      <h3 id="subscription-retention-runs">{t('admin.retention.runs')}</h3>
      {content}
    </section>
  );
}

function RetentionRuns({ runs }: { runs: RetentionRun[] }) {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const names = erasedNames(runs);
  return (
    <div
      className="admin-table"
      role="region"
      aria-labelledby="subscription-retention-runs"
      tabIndex={0}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{t('admin.retention.ranAt')}</th>
            {names.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">{t('admin.retention.total')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">
                <time dateTime={run.ran_at}>{dateTimeText(run.ran_at, language)}</time>
              </th>
              {names.map((name) => (
                <td key={name}>{run.erased[name] ?? 0}</td>
              ))}
              <td>{erasedTotal(run)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
