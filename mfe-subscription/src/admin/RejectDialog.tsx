import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingMessages } from '@dating/contracts';
import { translateServerMessage } from '@dating/portal';
import { Button, Modal, TextAreaField } from '@dating/ui';
import { subscriptionNamespace } from '../translations';

export interface RejectDialogProps {
  /** Who sent the receipt, and for which package: the dialog's question. */
  username: string;
  packageName: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Reject asks for the reason the member will read; without one it says so and waits. */
export function RejectDialog({
  username,
  packageName,
  busy,
  onReject,
  onCancel,
}: RejectDialogProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit() {
    const text = reason.trim();
    if (text) onReject(text);
    else setMissing(true);
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
        label={t('admin.review.reason')}
        value={reason}
        invalid={missing}
        maxLength={500}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {missing && (
        <p className="subscription-error">
          {translateServerMessage(billingMessages.rejectReasonRequired)}
        </p>
      )}
    </Modal>
  );
}
