import { useId, useRef, useState } from 'react';

import { translateServerMessage, useTranslation } from '@dating/portal';
import { Button, Modal, TextAreaField } from '@dating/ui';
import { subscriptionNamespace } from '../translations';
import { MessageCode } from '@dating/contracts';

export interface RejectDialogProps {
  /** Who sent the receipt, and for which package: the dialog's question. */
  username: string;
  packageName: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Reject asks for the reason the member will read; without one it says so (an alert under the
 * box, announced again at each press), puts the cursor in the box and waits.
 */
export function RejectDialog({
  username,
  packageName,
  busy,
  onReject,
  onCancel,
}: RejectDialogProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const [reason, setReason] = useState('');
  // How often Reject was pressed without a reason: each press says so again.
  const [missing, setMissing] = useState(0);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  function submit() {
    const text = reason.trim();
    if (text) {
      onReject(text);
      return;
    }
    setMissing((count) => count + 1);
    reasonRef.current?.focus();
  }

  return (
    <Modal
      open
      title={t('admin.review.rejectTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common:action.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            {t('admin.review.reject')}
          </Button>
        </>
      }
    >
      <p>{t('admin.review.rejectText', { username, package: packageName })}</p>
      <TextAreaField
        ref={reasonRef}
        label={t('admin.review.reason')}
        value={reason}
        invalid={missing > 0}
        required
        aria-describedby={missing > 0 ? errorId : undefined}
        maxLength={500}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(0);
        }}
      />
      {missing > 0 && (
        <p key={missing} id={errorId} className="subscription-error" role="alert">
          {translateServerMessage(MessageCode.rejectReasonRequired)}
        </p>
      )}
    </Modal>
  );
}
