import { useState, type FormEvent } from 'react';
import { authCalls } from '@dating/contracts';
import {
  dateTimeText,
  Link,
  LoadFailed,
  Pager,
  useCall,
  useLanguage,
  useSearchParams,
  useTranslation,
} from '@dating/portal';
import { Button, Field, Loading } from '@dating/ui';
import { hasMoreRows } from '../admin/series';
import { profileNamespace } from '../translations';

/**
 * /admin/members: find a member by name, username, e-mail or id. The search is in the address
 * (?q=), so the way back from a member's page shows the same results.
 */
export default function AdminMembersPanel() {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const [page, setPage] = useState(1);
  const [firstPage, setFirstPage] = useState(0);
  const { data, error, reload } = useCall(
    authCalls.adminMembersSearch,
    query ? { query, page } : null,
  );
  if (data && page === 1 && data.members.length !== firstPage) setFirstPage(data.members.length);

  function search(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    if (!wanted) return;
    setPage(1);
    setParams({ q: wanted });
  }

  let results = null;
  if (query && error) results = <LoadFailed message={error.message} onRetry={reload} announce />;
  else if (query && !data) results = <Loading label={t('common:status.loading')} />;
  else if (data && data.members.length === 0)
    results = <p role="status">{t('admin.members.none')}</p>;
  else if (data) {
    results = (
      <>
        <p role="status">{t('admin.members.found', { count: data.total })}</p>
        <div
          className="admin-table"
          role="region"
          aria-labelledby="admin-members-results"
          tabIndex={0}
        >
          <table>
            <caption id="admin-members-results" className="ui-visually-hidden">
              {t('admin.members.results')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.members.username')}</th>
                <th scope="col">{t('admin.members.name')}</th>
                <th scope="col">{t('admin.members.email')}</th>
                <th scope="col">{t('admin.members.status')}</th>
                <th scope="col">{t('admin.members.created')}</th>
                <th scope="col">{t('admin.members.lastLogin')}</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.user_id}>
                  <td>
                    <Link to={`/admin/members/${member.user_id}`}>{member.username}</Link>
                  </td>
                  <td>{member.name ?? '–'}</td>
                  <td>{member.email}</td>
                  <td>
                    <span
                      className={`admin-state admin-state--${member.active ? 'used' : 'expired'}`}
                    >
                      {member.active ? t('admin.members.active') : t('admin.members.deactivated')}
                    </span>
                  </td>
                  <td>{dateTimeText(member.created_at, language)}</td>
                  <td>{dateTimeText(member.last_login_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          hasMore={hasMoreRows(page, firstPage, data.members.length, data.total)}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-members">
      <h2 id="admin-members">{t('admin.members.title')}</h2>
      <form className="admin-search" role="search" onSubmit={search}>
        <Field
          label={t('admin.members.query')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('admin.members.search')}</Button>
      </form>
      {results}
    </section>
  );
}
