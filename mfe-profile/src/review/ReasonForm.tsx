import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dating/ui';
import { profileNamespace } from '../translations';

/** Asks why before a removal or a rejection; focus moves into it and Cancel hands it back. */
export function ReasonForm({
  label,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  label: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => field.current?.focus(), []);

  return (
    <form
      className="reason-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length === 0) {
          setMissing(true);
          field.current?.focus();
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={field}
        maxLength={500}
        value={reason}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {missing && (
        <p id={`${id}-missing`} role="alert">
          {t('review.reasonRequired')}
        </p>
      )}
      <Button type="submit" variant="danger" loading={busy}>
        {confirmLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('review.cancel')}
      </Button>
    </form>
  );
}
