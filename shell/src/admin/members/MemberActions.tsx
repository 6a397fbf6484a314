import { useState } from 'react';
import { authCalls, type AdminMemberResult } from '@dating/contracts';
import { api, errorMessage, useNotice, useTranslation } from '@dating/portal';
import { Button, ConfirmDialog, Modal, TextAreaField } from '@dating/ui';

type Asking = 'deactivate' | 'reactivate' | 'reset-link' | null;

/**
 * Deactivate (with a reason the member is shown), reactivate, and send a reset link; each asks
 * first and tells how it went. The service refuses to deactivate an administrator: its message
 * is shown as it says it.
 */
export function MemberActions({
  member,
  onChanged,
}: {
  member: AdminMemberResult;
  onChanged: (member: AdminMemberResult) => void;
}) {
  const { t } = useTranslation('admin');
  const notice = useNotice();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const names = { username: member.username, email: member.email };

  async function act(work: () => Promise<unknown>, done: string, next?: AdminMemberResult) {
    setBusy(true);
    try {
      await work();
      notice.success(done);
      if (next) onChanged(next);
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  function deactivate() {
    const given = reason.trim();
    if (!given) {
      setMissingReason(true);
      return;
    }
    void act(
      () => api.call(authCalls.adminMemberDeactivate, { user_id: member.user_id, reason: given }),
      t('member.deactivated', names),
      {
        ...member,
        active: false,
        deactivation_reason: given,
        deactivated_at: new Date().toISOString(),
      },
    );
  }

  const close = () => {
    if (!busy) setAsking(null);
  };

  return (
    <div className="admin-actions" role="group" aria-label={t('member.actions')}>
      {member.active ? (
        <Button
          variant="danger"
          onClick={() => {
            setReason('');
            setMissingReason(false);
            setAsking('deactivate');
          }}
        >
          {t('member.deactivate')}
        </Button>
      ) : (
        <Button onClick={() => setAsking('reactivate')}>{t('member.reactivate')}</Button>
      )}
      <Button variant="secondary" onClick={() => setAsking('reset-link')}>
        {t('member.resetLink')}
      </Button>

      <Modal
        open={asking === 'deactivate'}
        title={t('member.deactivateTitle', names)}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('common:action.cancel')}
            </Button>
            <Button variant="danger" onClick={deactivate} loading={busy}>
              {t('member.deactivate')}
            </Button>
          </>
        }
      >
        <p>{t('member.deactivateText')}</p>
        <TextAreaField
          label={t('member.deactivateReason')}
          value={reason}
          maxLength={500}
          invalid={missingReason}
          aria-describedby={missingReason ? 'admin-deactivate-reason' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissingReason(false);
          }}
        />
        {missingReason && (
          <p id="admin-deactivate-reason" role="alert">
            {t('member.reasonRequired')}
          </p>
        )}
      </Modal>

      <ConfirmDialog
        open={asking === 'reactivate'}
        title={t('member.reactivateTitle', names)}
        text={t('member.reactivateText', names)}
        confirmLabel={t('member.reactivate')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() =>
          void act(
            () => api.call(authCalls.adminMemberReactivate, { user_id: member.user_id }),
            t('member.reactivated', names),
            { ...member, active: true, deactivation_reason: null, deactivated_at: null },
          )
        }
        onCancel={close}
      />

      <ConfirmDialog
        open={asking === 'reset-link'}
        title={t('member.resetLinkTitle')}
        text={t('member.resetLinkText', names)}
        confirmLabel={t('member.resetLink')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() =>
          void act(
            () => api.call(authCalls.adminMemberResetLink, { user_id: member.user_id }),
            t('member.resetLinkSent', names),
          )
        }
        onCancel={close}
      />
    </div>
  );
}
