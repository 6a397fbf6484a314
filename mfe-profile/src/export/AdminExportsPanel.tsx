import './export.css';
import { useState } from 'react';
import {
  authCalls,
  exportingServices,
  languages,
  type AdminExportsResult,
  type Language,
} from '@dating/contracts';
import {
  api,
  dateTimeText,
  errorMessage,
  languageNames,
  LoadFailed,
  Pager,
  translateServerMessage,
  useCall,
  useLanguage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, Loading, SelectField } from '@dating/ui';
import {
  MemberSearchForm,
  MemberSearchResults,
  useMemberSearch,
} from '../components/AdminMemberSearch';
import { profileNamespace } from '../translations';
import { exportFileName, saveExport, sizeText } from './dataExport';

type AdminExport = AdminExportsResult['exports'][number];

/**
 * /admin/exports: a member's data prepared for an access request received by letter (found by
 * the members' search: name, username, e-mail or id), and the exports administrators asked
 * for, with where each stands and, when ready, its download.
 */
export default function AdminExportsPanel() {
  const { t } = useTranslation(profileNamespace);
  const [page, setPage] = useState(1);
  const exports = useCall(authCalls.adminExports, { page });
  return (
    <section aria-labelledby="admin-exports">
      <h2 id="admin-exports">{t('dataExport.admin.title')}</h2>
      <p>{t('dataExport.admin.intro')}</p>
      <RequestForm onRequested={exports.reload} />
      <section aria-labelledby="admin-exports-list">
        <h3 id="admin-exports-list">{t('dataExport.admin.listTitle')}</h3>
        {exports.error && !exports.data ? (
          <LoadFailed message={exports.error.message} onRetry={exports.reload} announce />
        ) : exports.data ? (
          <ExportList
            rows={exports.data.exports}
            page={page}
            hasMore={exports.data.has_more}
            onPage={setPage}
          />
        ) : (
          <Loading label={t('common:status.loading')} />
        )}
      </section>
    </section>
  );
}

function RequestForm({ onRequested }: { onRequested: () => void }) {
  const { t } = useTranslation(profileNamespace);
  const [interfaceLanguage] = useLanguage();
  const notice = useNotice();
  const [query, setQuery] = useState('');
  const [lang, setLang] = useState<Language>(interfaceLanguage);
  const [asking, setAsking] = useState<number | null>(null);
  const search = useMemberSearch(query);

  async function request(userId: number) {
    setAsking(userId);
    try {
      const answer = await api.call(authCalls.adminExportRequest, {
        target_user_id: userId,
        lang,
      });
      notice.success(translateServerMessage(answer));
      onRequested();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setAsking(null);
    }
  }

  return (
    <section aria-labelledby="admin-exports-request">
      <h3 id="admin-exports-request">{t('dataExport.admin.requestTitle')}</h3>
      <MemberSearchForm
        label={t('dataExport.admin.member')}
        className="admin-exports__form"
        onSearch={setQuery}
      >
        <SelectField
          label={t('dataExport.admin.language')}
          value={lang}
          options={languages.map((value) => ({ value, label: languageNames[value] }))}
          onChange={(event) => setLang(event.target.value as Language)}
        />
      </MemberSearchForm>
      <MemberSearchResults query={query} search={search}>
        {(found) => (
          <ul className="admin-exports__found" aria-label={t('dataExport.admin.found')}>
            {found.members.map((member) => (
              <li key={member.user_id}>
                <strong>{member.username}</strong> ({member.name ?? '–'}, {member.email}, #
                {member.user_id}){' '}
                <Button
                  variant="secondary"
                  loading={asking === member.user_id}
                  disabled={asking !== null}
                  aria-label={t('dataExport.admin.prepareFor', { username: member.username })}
                  onClick={() => void request(member.user_id)}
                >
                  {t('dataExport.admin.prepare')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </MemberSearchResults>
    </section>
  );
}

function ExportList({
  rows,
  page,
  hasMore,
  onPage,
}: {
  rows: AdminExport[];
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const notice = useNotice();
  const [saving, setSaving] = useState<string | null>(null);

  async function save(row: AdminExport) {
    setSaving(row.export_id);
    try {
      await saveExport(row.export_id, exportFileName(row.username, row.ready_at));
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  }

  if (rows.length === 0)
    return <p>{page === 1 ? t('dataExport.admin.none') : t('admin.deletions.noOlder')}</p>;
  return (
    <>
      <div
        className="admin-table"
        role="region"
        aria-labelledby="admin-exports-caption"
        tabIndex={0}
      >
        <table>
          <caption id="admin-exports-caption" className="ui-visually-hidden">
            {t('dataExport.admin.listTitle')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('dataExport.admin.member')}</th>
              <th scope="col">{t('dataExport.admin.requestedBy')}</th>
              <th scope="col">{t('dataExport.admin.requestedAt')}</th>
              <th scope="col">{t('dataExport.admin.status')}</th>
              <th scope="col">{t('dataExport.admin.download')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.export_id}>
                <td>
                  {row.username} (#{row.user_id})
                </td>
                <td>{row.requested_by}</td>
                <td>{dateTimeText(row.requested_at, language)}</td>
                <td>
                  {row.status === 'preparing'
                    ? t('dataExport.preparing', {
                        ready: row.parts_ready.length,
                        total: exportingServices.length,
                      })
                    : row.status === 'ready'
                      ? t('dataExport.admin.readyUntil', {
                          date: dateTimeText(row.expires_at, language),
                        })
                      : t('dataExport.admin.expired')}
                </td>
                <td>
                  {row.status === 'ready' ? (
                    <Button
                      variant="secondary"
                      loading={saving === row.export_id}
                      aria-label={t('dataExport.admin.downloadFor', { username: row.username })}
                      onClick={() => void save(row)}
                    >
                      {t('dataExport.download', {
                        size: row.bytes === null ? '–' : sizeText(row.bytes, language),
                      })}
                    </Button>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} hasMore={hasMore} onPage={onPage} />
    </>
  );
}
