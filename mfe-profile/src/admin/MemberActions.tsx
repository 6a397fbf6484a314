import { useState } from 'react';
import { authCalls, type AdminMemberResult } from '@dating/contracts';
import { api, errorMessage, useNotice, useTranslation } from '@dating/portal';
import { Button, ConfirmDialog, Modal, TextAreaField } from '@dating/ui';
import { profileNamespace } from '../translations';

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
  const { t } = useTranslation(profileNamespace);
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
      t('admin.member.deactivated', names),
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
    <div className="admin-actions" role="group" aria-label={t('admin.member.actions')}>
      {member.active ? (
        <Button
          variant="danger"
          onClick={() => {
            setReason('');
            setMissingReason(false);
            setAsking('deactivate');
          }}
        >
          {t('admin.member.deactivate')}
        </Button>
      ) : (
        <Button onClick={() => setAsking('reactivate')}>{t('admin.member.reactivate')}</Button>
      )}
      <Button variant="secondary" onClick={() => setAsking('reset-link')}>
        {t('admin.member.resetLink')}
      </Button>

      <Modal
        open={asking === 'deactivate'}
        title={t('admin.member.deactivateTitle', names)}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('common:action.cancel')}
            </Button>
            <Button variant="danger" onClick={deactivate} loading={busy}>
              {t('admin.member.deactivate')}
            </Button>
          </>
        }
      >
        <p>{t('admin.member.deactivateText')}</p>
        <TextAreaField
          label={t('admin.member.deactivateReason')}
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
            {t('admin.member.reasonRequired')}
          </p>
        )}
      </Modal>

      <ConfirmDialog
        open={asking === 'reactivate'}
        title={t('admin.member.reactivateTitle', names)}
        text={t('admin.member.reactivateText', names)}
        confirmLabel={t('admin.member.reactivate')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() =>
          void act(
            () => api.call(authCalls.adminMemberReactivate, { user_id: member.user_id }),
            t('admin.member.reactivated', names),
            { ...member, active: true, deactivation_reason: null, deactivated_at: null },
          )
        }
        onCancel={close}
      />

      <ConfirmDialog
        open={asking === 'reset-link'}
        title={t('admin.member.resetLinkTitle')}
        text={t('admin.member.resetLinkText', names)}
        confirmLabel={t('admin.member.resetLink')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() =>
          void act(
            () => api.call(authCalls.adminMemberResetLink, { user_id: member.user_id }),
            t('admin.member.resetLinkSent', names),
          )
        }
        onCancel={close}
      />
    </div>
  );
}
