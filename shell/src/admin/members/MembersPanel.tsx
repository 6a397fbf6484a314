import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authCalls } from '@dating/contracts';
import { LoadFailed, useCall, useLanguage, useTranslation } from '@dating/portal';
import { Button, Field, Loading } from '@dating/ui';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { hasMoreRows } from '../series';

/**
 * /admin/members: find a member by name, username, e-mail or id. The search is in the address
 * (?q=), so the way back from a member's page shows the same results.
 */
export function MembersPanel() {
  const { t } = useTranslation('admin');
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
  else if (data && data.members.length === 0) results = <p role="status">{t('members.none')}</p>;
  else if (data) {
    results = (
      <>
        <p role="status">{t('members.found', { count: data.total })}</p>
        <div
          className="admin-table"
          role="region"
          aria-labelledby="admin-members-results"
          tabIndex={0}
        >
          <table>
            <caption id="admin-members-results" className="ui-visually-hidden">
              {t('members.results')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('members.username')}</th>
                <th scope="col">{t('members.name')}</th>
                <th scope="col">{t('members.email')}</th>
                <th scope="col">{t('members.status')}</th>
                <th scope="col">{t('members.created')}</th>
                <th scope="col">{t('members.lastLogin')}</th>
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
                      {member.active ? t('members.active') : t('members.deactivated')}
                    </span>
                  </td>
                  <td>{formatDateTime(member.created_at, language)}</td>
                  <td>{formatDateTime(member.last_login_at, language)}</td>
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
      <h2 id="admin-members">{t('members.title')}</h2>
      <form className="admin-search" role="search" onSubmit={search}>
        <Field
          label={t('members.query')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('members.search')}</Button>
      </form>
      {results}
    </section>
  );
}
