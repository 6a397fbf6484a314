import { useState } from 'react';
import type { AdminMembersSearchResult } from '@dating/contracts';
import {
  dateTimeText,
  Link,
  Pager,
  useLanguage,
  useSearchParams,
  useTranslation,
} from '@dating/portal';
import { hasMoreRows } from '../admin/series';
import { profileNamespace } from '../translations';
import { MemberSearchForm, MemberSearchResults, useMemberSearch } from './AdminMemberSearch';

/**
 * /admin/members: find a member by name, username, e-mail or id. The search is in the address
 * (?q=), so the way back from a member's page shows the same results.
 */
export default function AdminMembersPanel() {
  const { t } = useTranslation(profileNamespace);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [page, setPage] = useState(1);
  const [firstPage, setFirstPage] = useState(0);
  const search = useMemberSearch(query, page);
  const { data } = search;
  if (data && page === 1 && data.members.length !== firstPage) setFirstPage(data.members.length);

  function searchFor(wanted: string) {
    if (!wanted) return;
    setPage(1);
    setParams({ q: wanted });
  }

  return (
    <section aria-labelledby="admin-members">
      <h2 id="admin-members">{t('admin.members.title')}</h2>
      <MemberSearchForm
        label={t('admin.members.query')}
        className="admin-search"
        initialText={query}
        onSearch={searchFor}
      />
      <MemberSearchResults query={query} search={search}>
        {(found) => (
          <FoundMembers found={found} page={page} firstPage={firstPage} onPage={setPage} />
        )}
      </MemberSearchResults>
    </section>
  );
}

function FoundMembers({
  found,
  page,
  firstPage,
  onPage,
}: {
  found: AdminMembersSearchResult;
  page: number;
  /** How many members the first page held, which tells the page size (see hasMoreRows). */
  firstPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  return (
    <>
      <p role="status">{t('admin.members.found', { count: found.total })}</p>
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
            {found.members.map((member) => (
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
        hasMore={hasMoreRows(page, firstPage, found.members.length, found.total)}
        onPage={onPage}
      />
    </>
  );
}
