import './portal.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, TextAreaField } from '@dating/ui';
import { useTranslation } from './i18n';

export interface ReasonFormProps {
  /** The question, naming the member, e.g. 'Why remove the photo of Malee? The member is told.' */
  label: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks an admin why before an action the member is told about (a removal, a rejection, a
 * warning). Focus moves into it; without a reason it says so and waits.
 */
export function ReasonForm({ label, confirmLabel, busy, onConfirm, onCancel }: ReasonFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => field.current?.focus(), []);

  return (
    <form
      className="portal-reason"
      onSubmit={(event) => {
        event.preventDefault();
        const given = reason.trim();
        if (given) onConfirm(given);
        else {
          setMissing(true);
          field.current?.focus();
        }
      }}
    >
      <TextAreaField
        id={id}
        ref={field}
        label={label}
        value={reason}
        maxLength={500}
        rows={3}
        invalid={missing}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {missing && (
        <p id={`${id}-missing`} role="alert" className="portal-reason__missing">
          {t('reason.required')}
        </p>
      )}
      <div className="portal-reason__buttons">
        <Button type="submit" variant="danger" loading={busy}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      </div>
    </form>
  );
}
