import '../admin/deletions.css';
import { useState } from 'react';
import {
  authCalls,
  deletionGraceDays,
  deletionsPageSize,
  type AdminDeletionsResult,
} from '@dating/contracts';
import {
  dateTimeText,
  Link,
  LoadFailed,
  Pager,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import {
  daysLeft,
  reportingServices,
  rowsIn,
  servicesWaiting,
  stepOf,
  tableCounts,
  type ErasureStep,
} from '../admin/deletions';
import { profileNamespace } from '../translations';

/**
 * /admin/deletions: the accounts waiting for their deletion day, and the deletions done, newest
 * first, with each service's part: done (when, and what it erased or pseudonymised) or waiting.
 */
export default function AdminDeletionsPanel() {
  const { t } = useTranslation(profileNamespace);
  const [page, setPage] = useState(1);
  const { data, error, reload } = useCall(authCalls.adminDeletions, { page });

  let content;
  if (error) content = <LoadFailed message={error.message} onRetry={reload} announce />;
  else if (!data) content = <Loading label={t('common:status.loading')} />;
  else {
    content = (
      <>
        <WaitingAccounts waiting={data.waiting} />
        <DoneDeletions deleted={data.deleted} page={page} onPage={setPage} />
      </>
    );
  }

  return (
    <section className="admin-deletions" aria-labelledby="admin-deletions">
      <h2 id="admin-deletions">{t('admin.deletions.title')}</h2>
      <p>{t('admin.deletions.intro', { days: deletionGraceDays })}</p>
      {content}
    </section>
  );
}

function WaitingAccounts({ waiting }: { waiting: AdminDeletionsResult['waiting'] }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="admin-deletions-waiting">
      <h3 id="admin-deletions-waiting">{t('admin.deletions.waitingTitle')}</h3>
      {waiting.length === 0 ? (
        <p>{t('admin.deletions.waitingEmpty')}</p>
      ) : (
        <div
          className="admin-table"
          role="region"
          aria-labelledby="admin-deletions-waiting"
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.deletions.member')}</th>
                <th scope="col">{t('admin.deletions.due')}</th>
                <th scope="col">{t('admin.deletions.left')}</th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((account) => {
                const days = daysLeft(account.deletion_due_at, now);
                return (
                  <tr key={account.user_id}>
                    <td>
                      <Link to={`/admin/members/${account.user_id}`}>{account.username}</Link>
                    </td>
                    <td>
                      <time dateTime={account.deletion_due_at}>
                        {dateTimeText(account.deletion_due_at, language)}
                      </time>
                    </td>
                    <td>
                      {days === 0
                        ? t('admin.deletions.today')
                        : t('admin.deletions.daysLeft', { count: days })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DoneDeletions({
  deleted,
  page,
  onPage,
}: {
  deleted: AdminDeletionsResult['deleted'];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  let list;
  if (deleted.length === 0) {
    list = <p>{page === 1 ? t('admin.deletions.deletedEmpty') : t('admin.deletions.noOlder')}</p>;
  } else {
    list = (
      <div
        className="admin-table"
        role="region"
        aria-labelledby="admin-deletions-done"
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.deletions.pseudonym')}</th>
              <th scope="col">{t('admin.deletions.deletedAt')}</th>
              <th scope="col">{t('admin.deletions.state')}</th>
              {reportingServices.map((service) => (
                <th scope="col" key={service}>
                  {t(`admin.deletions.services.${service}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deleted.map((deletion) => {
              const waiting = servicesWaiting(deletion);
              return (
                <tr key={deletion.pseudonym}>
                  <th scope="row">{deletion.pseudonym}</th>
                  <td>
                    <time dateTime={deletion.deleted_at}>
                      {dateTimeText(deletion.deleted_at, language)}
                    </time>
                  </td>
                  <td>
                    {waiting === 0 ? (
                      <span className="admin-state admin-state--used">
                        {t('admin.deletions.complete')}
                      </span>
                    ) : (
                      <span className="admin-state admin-state--pending">
                        {t('admin.deletions.incomplete', { count: waiting })}
                      </span>
                    )}
                  </td>
                  {reportingServices.map((service) => (
                    <td key={service}>
                      <ServiceStep step={stepOf(deletion, service)} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="admin-deletions-done">
      <h3 id="admin-deletions-done">{t('admin.deletions.deletedTitle')}</h3>
      {list}
      {(page > 1 || deleted.length > 0) && (
        <Pager page={page} hasMore={deleted.length >= deletionsPageSize} onPage={onPage} />
      )}
    </section>
  );
}

/** One service's part of a deletion: when it was done and what it did, or that it is waiting. */
function ServiceStep({ step }: { step: ErasureStep }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  if (step.erased_at === null) {
    return <span className="admin-state admin-state--pending">{t('admin.deletions.waiting')}</span>;
  }
  const service = t(`admin.deletions.services.${step.service}`);
  const counts = tableCounts(step);
  return (
    <div className="admin-deletions__step">
      <span className="admin-state admin-state--used">{t('admin.deletions.done')}</span>{' '}
      <time dateTime={step.erased_at}>{dateTimeText(step.erased_at, language)}</time>
      <details>
        <summary>
          {t('admin.deletions.rows', {
            erased: rowsIn(step.erased),
            pseudonymised: rowsIn(step.pseudonymised),
          })}
        </summary>
        {counts.length === 0 ? (
          <p>{t('admin.deletions.nothing')}</p>
        ) : (
          <table>
            <caption className="ui-visually-hidden">
              {t('admin.deletions.countsOf', { service })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.deletions.table')}</th>
                <th scope="col">{t('admin.deletions.erased')}</th>
                <th scope="col">{t('admin.deletions.pseudonymised')}</th>
              </tr>
            </thead>
            <tbody>
              {counts.map((count) => (
                <tr key={count.table}>
                  <th scope="row">{count.table}</th>
                  <td>{count.erased}</td>
                  <td>{count.pseudonymised}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </div>
  );
}
