import { useState, type FormEvent } from 'react';
import { adminActions, authCalls, type AdminAction } from '@dating/contracts';
import {
  dateTimeText,
  Link,
  LoadFailed,
  Pager,
  useCall,
  useLanguage,
  useTranslation,
} from '@dating/portal';
import { Button, Field, Loading, SelectField } from '@dating/ui';
import { hasMoreRows } from '../admin/series';
import { profileNamespace } from '../translations';

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
export default function AdminAuditLogPanel() {
  const { t } = useTranslation(profileNamespace);
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
  else if (data.rows.length === 0) content = <p role="status">{t('admin.audit.empty')}</p>;
  else {
    content = (
      <>
        <div className="admin-table" role="region" aria-labelledby="admin-audit" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.at')}</th>
                <th scope="col">{t('admin.audit.admin')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.member')}</th>
                <th scope="col">{t('admin.audit.object')}</th>
                <th scope="col">{t('admin.audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateTimeText(row.at, language)}</td>
                  <td>{row.actor_username ?? `#${row.actor_user_id}`}</td>
                  <td>{t(`admin.audit.actions.${row.action}`)}</td>
                  <td>
                    {row.target_user_id !== null ? (
                      <Link to={`/admin/members/${row.target_user_id}`}>#{row.target_user_id}</Link>
                    ) : row.target_pseudonym !== null ? (
                      t('admin.audit.deletedMember', { pseudonym: row.target_pseudonym })
                    ) : (
                      '–'
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
      <h2 id="admin-audit">{t('admin.audit.title')}</h2>
      <p>{t('admin.audit.intro')}</p>
      <form className="admin-filters" aria-label={t('admin.audit.filters')} onSubmit={apply}>
        <SelectField
          label={t('admin.audit.action')}
          value={action}
          placeholder={t('admin.audit.allActions')}
          options={adminActions.map((value) => ({
            value,
            label: t(`admin.audit.actions.${value}`),
          }))}
          onChange={(event) => setAction(event.target.value)}
        />
        <Field
          label={t('admin.audit.actor')}
          inputMode="numeric"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
        <Field
          label={t('admin.audit.target')}
          inputMode="numeric"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        <div className="admin-filters__buttons">
          <Button type="submit">{t('admin.audit.filter')}</Button>
          <Button variant="ghost" onClick={clear}>
            {t('admin.audit.clear')}
          </Button>
        </div>
      </form>
      {content}
    </section>
  );
}
