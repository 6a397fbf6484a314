import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { adminActions, authCalls, type AdminAction } from '@dating/contracts';
import { LoadFailed, useCall, useLanguage, useTranslation } from '@dating/portal';
import { Button, Field, Loading, SelectField } from '@dating/ui';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { hasMoreRows } from '../series';

interface Filter {
  action?: AdminAction;
  actor_user_id?: number;
  target_user_id?: number;
}

const isAction = (value: string): value is AdminAction =>
  (adminActions as readonly string[]).includes(value);

/** A whole positive id typed in a filter, or nothing. */
function idOf(text: string): number | undefined {
  const id = Number(text.trim());
  return text.trim() && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /admin/audit: every administrator's action, newest first, narrowed by action, admin or member. */
export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [firstPage, setFirstPage] = useState(0);
  const { data, error, reload } = useCall(authCalls.auditList, { ...filter, page });
  if (data && page === 1 && data.rows.length !== firstPage) setFirstPage(data.rows.length);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter({
      ...(isAction(action) ? { action } : {}),
      ...(idOf(actor) ? { actor_user_id: idOf(actor) } : {}),
      ...(idOf(target) ? { target_user_id: idOf(target) } : {}),
    });
    setPage(1);
  }

  function clear() {
    setAction('');
    setActor('');
    setTarget('');
    setFilter({});
    setPage(1);
  }

  let content;
  if (error) content = <LoadFailed message={error.message} onRetry={reload} announce />;
  else if (!data) content = <Loading label={t('common:status.loading')} />;
  else if (data.rows.length === 0) content = <p role="status">{t('audit.empty')}</p>;
  else {
    content = (
      <>
        <div className="admin-table" role="region" aria-labelledby="admin-audit" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.admin')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.member')}</th>
                <th scope="col">{t('audit.object')}</th>
                <th scope="col">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.at, language)}</td>
                  <td>{row.actor_username ?? `#${row.actor_user_id}`}</td>
                  <td>{t(`audit.actions.${row.action}`)}</td>
                  <td>
                    {row.target_user_id === null ? (
                      '–'
                    ) : (
                      <Link to={`/admin/members/${row.target_user_id}`}>#{row.target_user_id}</Link>
                    )}
                  </td>
                  <td>{row.object ?? '–'}</td>
                  <td className="admin-table__text">{row.reason ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          hasMore={hasMoreRows(page, firstPage, data.rows.length, data.total)}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-audit">
      <h2 id="admin-audit">{t('audit.title')}</h2>
      <p>{t('audit.intro')}</p>
      <form className="admin-filters" aria-label={t('audit.filters')} onSubmit={apply}>
        <SelectField
          label={t('audit.action')}
          value={action}
          placeholder={t('audit.allActions')}
          options={adminActions.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
          onChange={(event) => setAction(event.target.value)}
        />
        <Field
          label={t('audit.actor')}
          inputMode="numeric"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
        <Field
          label={t('audit.target')}
          inputMode="numeric"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <div className="admin-filters__buttons">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      {content}
    </section>
  );
}
