import { useState, type FormEvent, type ReactNode } from 'react';
import { authCalls, type AdminMembersSearchResult } from '@dating/contracts';
import { LoadFailed, useCall, useTranslation, type CallState } from '@dating/portal';
import { Button, Field, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';

/** The members' search as a panel holds it: its answer for the current query and page. */
export type MemberSearch = CallState<typeof authCalls.adminMembersSearch>;

/**
 * The members' search (name, username, e-mail or id) for `query`, one page of it; not asked
 * while the query is empty.
 */
export function useMemberSearch(query: string, page = 1): MemberSearch {
  return useCall(authCalls.adminMembersSearch, query ? { query, page } : null);
}

/**
 * The search box of an admin panel that finds members, with the panel's own fields (`children`)
 * between the box and the Search button. `onSearch` is given the text without its surrounding
 * spaces, empty too: the panel decides what an empty search means.
 */
export function MemberSearchForm({
  label,
  className,
  initialText = '',
  onSearch,
  children,
}: {
  label: string;
  className: string;
  initialText?: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(profileNamespace);
  const [text, setText] = useState(initialText);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form className={className} role="search" onSubmit={submit}>
      <Field
        label={label}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      <Button type="submit">{t('admin.members.search')}</Button>
    </form>
  );
}

/**
 * Where the members' search for `query` stands: loading, failed (with Retry), nothing found,
 * or the members found, as the panel lists them (`children`).
 */
export function MemberSearchResults({
  query,
  search,
  children,
}: {
  query: string;
  search: MemberSearch;
  children: (found: AdminMembersSearchResult) => ReactNode;
}) {
  const { t } = useTranslation(profileNamespace);
  const { data, error, reload } = search;
  if (query && error) return <LoadFailed message={error.message} onRetry={reload} announce />;
  if (query && !data) return <Loading label={t('common:status.loading')} />;
  if (!data) return null;
  if (data.members.length === 0) return <p role="status">{t('admin.members.none')}</p>;
  return children(data);
}
