import { useState, type FormEvent } from 'react';
import { recoveryCalls, type ResetRequestInput } from '@dating/contracts';
import { api, errorMessage, useNotice, useTranslation } from '@dating/portal';
import { Button, ConfirmDialog, Field } from '@dating/ui';
import { checkForgotPassword } from './rules';

/**
 * Asks for a reset link by e-mail; on success, that the link is on its way by e-mail, and back to
 * login mode (SPEC.md §4). The answer is the same for every address, so it tells nothing about
 * accounts.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shell');
  const notice = useNotice();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkForgotPassword(email);
    setInvalid(problem !== null);
    if (problem) {
      notice.error(t(problem.messageKey));
      return;
    }
    setConfirming(true);
  }

  async function send() {
    setBusy(true);
    try {
      const body: ResetRequestInput = { email: email.trim() };
      await api.call(recoveryCalls.resetRequest, body);
      setConfirming(false);
      // The link is e-mailed at once (not passed to an administrator): say so.
      notice.success(t('login.resetEmailed'));
      onDone();
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      notice.error(errorMessage(error));
    }
  }

  return (
    <form className="shell-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('login.forgotTitle')}</h1>
      <p>{t('login.forgotIntro')}</p>
      <Field
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        invalid={invalid}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block>
        {t('login.send')}
      </Button>
      <Button variant="ghost" block onClick={onDone}>
        {t('login.backToLogin')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('login.confirmTitle')}
        text={t('login.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
