import { useState } from 'react';
import { recoveryCalls, type ResendResetLinkInput, type ResetRequestView } from '@dating/contracts';
import {
  api,
  dateTimeText,
  errorMessage,
  languageNames,
  Pager,
  translateServerMessage,
  useLanguage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog, Loading } from '@dating/ui';
import { canResend } from '../admin/resetRequests';
import { useResetRequests } from '../admin/useResetRequests';
import { profileNamespace } from '../translations';

/**
 * /admin/reset-requests: the password reset requests, newest first, with their state; an unused
 * one can be resent.
 */
export default function AdminResetRequestsPanel() {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const notice = useNotice();
  const [page, setPage] = useState(1);
  const { list, retry, update } = useResetRequests(page);
  const [resending, setResending] = useState<ResetRequestView | null>(null);
  const [busy, setBusy] = useState(false);
  const time = (iso: string | null) => dateTimeText(iso, language);

  async function resend(request: ResetRequestView) {
    setBusy(true);
    try {
      const body: ResendResetLinkInput = { request_id: request.request_id };
      const result = await api.call(recoveryCalls.resetLinkResend, body);
      update(result.request);
      notice.success(translateServerMessage(result));
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setResending(null);
    }
  }

  let content;
  if (list.status === 'loading') {
    content = <Loading label={t('common:status.loading')} />;
  } else if (list.status === 'failed') {
    content = (
      <div className="admin-failed">
        <p role="alert">{list.message}</p>
        <Button onClick={retry}>{t('common:action.retry')}</Button>
      </div>
    );
  } else if (list.requests.length === 0 && page === 1) {
    content = <p>{t('admin.resetRequests.empty')}</p>;
  } else {
    content = (
      // Scrolls sideways on a phone: focusable, so it scrolls by keyboard too (WCAG 2.1.1).
      <div
        className="admin-table"
        role="region"
        aria-labelledby="admin-reset-requests"
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.resetRequests.requested')}</th>
              <th scope="col">{t('admin.resetRequests.member')}</th>
              <th scope="col">{t('admin.resetRequests.language')}</th>
              <th scope="col">{t('admin.resetRequests.state')}</th>
              <th scope="col">{t('admin.resetRequests.sent')}</th>
              <th scope="col">{t('admin.resetRequests.expires')}</th>
              <th scope="col">{t('admin.resetRequests.used')}</th>
              <th scope="col">{t('admin.resetRequests.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.requests.map((request) => (
              <tr key={request.request_id}>
                <td>{time(request.requested_at)}</td>
                <td>
                  <strong>{request.username}</strong>
                  <br />
                  {request.email}
                </td>
                <td>{languageNames[request.lang]}</td>
                <td>
                  <span className={`admin-state admin-state--${request.state}`}>
                    {t(`admin.resetRequests.states.${request.state}`)}
                  </span>
                </td>
                <td>{time(request.sent_at)}</td>
                <td>{time(request.expires_at)}</td>
                <td>{time(request.used_at)}</td>
                <td>
                  {canResend(request) && (
                    <Button
                      variant="secondary"
                      onClick={() => setResending(request)}
                      aria-label={`${t('admin.resetRequests.resend')}: ${request.email}`}
                    >
                      {t('admin.resetRequests.resend')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={page} hasMore={list.hasMore} onPage={setPage} />
      </div>
    );
  }

  return (
    <section aria-labelledby="admin-reset-requests">
      <h2 id="admin-reset-requests">{t('admin.resetRequests.title')}</h2>
      <p>{t('admin.resetRequests.intro')}</p>
      {content}
      <ConfirmDialog
        open={resending !== null}
        title={t('admin.resetRequests.resendTitle')}
        text={t('admin.resetRequests.resendText', { email: resending?.email ?? '' })}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => resending && void resend(resending)}
        onCancel={() => setResending(null)}
      />
    </section>
  );
}
