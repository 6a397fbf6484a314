import './report.css';
import { useId, useRef, useState } from 'react';
import { interestCalls, reportReasons, type ReportReason } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useNotice,
  Link,
  useTranslation,
} from '@dating/portal';
import { Button, Checkbox, Modal, TextAreaField } from '@dating/ui';
import { type BlockTarget } from '../block/BlockDialog';
import { matchingNamespace } from '../translations';

/** The report's optional text is at most this long (the contract's limit). */
const textMax = 1000;

export interface ReportDialogProps {
  viewerId: number;
  /** Open while a member is chosen, closed for null. */
  member: BlockTarget | null;
  /** Reporting from a conversation: offers to attach it (ticked at first). */
  attachConversation?: boolean;
  /** The server has the report (and the member is blocked). */
  onReported: (memberId: number) => void;
  onClose: () => void;
}

/**
 * Reporting a member (issue 13): one of six reasons, an optional text, what reporting does (it
 * also blocks; the member is not told who), the safe dating tips beside the Report button; then
 * the server's confirmation as a notice.
 */
export function ReportDialog({ member, ...props }: ReportDialogProps) {
  // Keyed by the member: each report starts empty.
  return member ? <OpenReportDialog key={member.id} member={member} {...props} /> : null;
}

function OpenReportDialog({
  viewerId,
  member,
  attachConversation = false,
  onReported,
  onClose,
}: ReportDialogProps & { member: BlockTarget }) {
  const { t } = useTranslation(matchingNamespace);
  const notice = useNotice();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [attach, setAttach] = useState(attachConversation);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);

  function close() {
    if (!busy) onClose();
  }

  async function send(target: BlockTarget, chosen: ReportReason) {
    setBusy(true);
    try {
      const trimmed = text.trim();
      const result = await api.call(interestCalls.report, {
        user_id: viewerId,
        reported_user_id: target.id,
        reason: chosen,
        ...(trimmed ? { text: trimmed } : {}),
        ...(attachConversation ? { attach_conversation: attach } : {}),
      });
      notice.success(translateServerMessage(result));
      onReported(target.id);
      onClose();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const missingId = `${formId}-missing`;
  return (
    <Modal
      open
      title={member.name ? t('report.titleNamed', { name: member.name }) : t('report.title')}
      onClose={close}
      footer={
        <>
          <Link to="/safe-dating" className="matching-report__tips">
            {t('report.safeDating')}
          </Link>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {t('report.send')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="matching-report"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) {
            setMissing(true);
            firstReason.current?.focus();
            return;
          }
          void send(member, reason);
        }}
      >
        <fieldset
          className="ui-field ui-checkbox-group matching-report__reasons"
          aria-describedby={missing ? missingId : undefined}
        >
          <legend className="ui-field__label">{t('report.reason')}</legend>
          {reportReasons.map((choice, index) => (
            <label key={choice} className="ui-checkbox">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                className="ui-checkbox__input"
                name={`${formId}-reason`}
                value={choice}
                checked={reason === choice}
                aria-invalid={missing || undefined}
                onChange={() => {
                  setReason(choice);
                  setMissing(false);
                }}
              />
              <span>{t(`report.reasons.${choice}`)}</span>
            </label>
          ))}
          {missing && (
            <p id={missingId} role="alert" className="matching-report__missing">
              {t('report.reasonRequired')}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t('report.text')}
          maxLength={textMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {attachConversation && (
          <Checkbox
            label={t('report.attachConversation')}
            checked={attach}
            onChange={(event) => setAttach(event.target.checked)}
          />
        )}
        <p className="matching-report__note">{t('report.note')}</p>
      </form>
    </Modal>
  );
}
