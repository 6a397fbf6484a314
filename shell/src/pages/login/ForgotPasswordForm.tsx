import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage, useNotice } from '@dating/portal';
import { Button, ConfirmDialog, Field } from '@dating/ui';
import { checkForgotPassword } from './rules';

/** Asks for a password reset by e-mail; on success, back to login mode (SPEC.md §4). */
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
      await api.post('/api/update-change-password', { email: email.trim() });
      setConfirming(false);
      notice.success(t('login.requestSent'));
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
