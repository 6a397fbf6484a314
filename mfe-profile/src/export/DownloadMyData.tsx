import './export.css';
import { useState, type MouseEvent } from 'react';
import {
  exportingServices,
  exportLinkHours,
  gatewayPaths,
  type ExportState,
} from '@dating/contracts';
import {
  dateTimeText,
  errorMessage,
  LoadFailed,
  useLanguage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, buttonClassName, Loading, ProgressBar } from '@dating/ui';
import { profileNamespace } from '../translations';
import { exportFileName, saveExport, sizeText, useDataExport } from './dataExport';

/**
 * The account page's "Download my data" (issue 29 item 2): what the zip holds and how long its
 * link works; "Prepare my data" in the language the member reads the site in; the parts ready
 * while it is prepared; then the download with its size and last day; once expired, again.
 */
export function DownloadMyData({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const { current, failure, retry, prepare, preparing } = useDataExport(userId);

  let content;
  if (failure && current === undefined)
    content = <LoadFailed message={failure} onRetry={retry} announce />;
  else if (current === undefined) content = <Loading label={t('common:status.loading')} />;
  else if (current?.status === 'preparing') content = <Preparing state={current} />;
  else if (current?.status === 'ready') content = <Ready state={current} username={username} />;
  else
    content = (
      <>
        {current?.status === 'expired' && (
          <p role="status" className="data-export__expired">
            {t('dataExport.expired')}
          </p>
        )}
        <Button loading={preparing} onClick={() => void prepare(language)}>
          {current?.status === 'expired' ? t('dataExport.prepareAgain') : t('dataExport.prepare')}
        </Button>
      </>
    );

  return (
    <section aria-labelledby="data-export-title" className="data-export">
      <h2 id="data-export-title">{t('dataExport.title')}</h2>
      <p>{t('dataExport.intro', { hours: exportLinkHours })}</p>
      {content}
    </section>
  );
}

function Preparing({ state }: { state: ExportState }) {
  const { t } = useTranslation(profileNamespace);
  const ready = state.parts_ready.length;
  const total = exportingServices.length;
  return (
    <div className="data-export__progress">
      <p role="status">{t('dataExport.preparing', { ready, total })}</p>
      <ProgressBar value={ready / total} label={t('dataExport.progress')} />
      <p>{t('dataExport.mailed')}</p>
    </div>
  );
}

function Ready({ state, username }: { state: ExportState; username: string }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const notice = useNotice();
  const [saving, setSaving] = useState(false);

  async function save(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await saveExport(state.export_id, exportFileName(username, state.ready_at));
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="data-export__ready">
      <p role="status">
        {t('dataExport.ready', { date: dateTimeText(state.expires_at, language) })}
      </p>
      <a
        className={buttonClassName('primary')}
        href={gatewayPaths.exportDownload(state.export_id)}
        download={exportFileName(username, state.ready_at)}
        aria-busy={saving || undefined}
        onClick={(event) => void save(event)}
      >
        {t('dataExport.download', {
          size: state.bytes === null ? '–' : sizeText(state.bytes, language),
        })}
      </a>
    </div>
  );
}
