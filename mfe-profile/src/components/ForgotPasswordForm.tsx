import { useState, type FormEvent } from 'react';
import { recoveryCalls, type ResetRequestInput } from '@dating/contracts';
import { api, errorMessage, useNotice, useTranslation } from '@dating/portal';
import { Button, ConfirmDialog, Field } from '@dating/ui';
import { checkForgotPassword } from '../recovery/rules';
import { profileNamespace } from '../translations';

/**
 * The login page's "Forgot password?" (the shell mounts it): asks for a reset link by e-mail; on
 * success, that the link is on its way by e-mail, and back to login mode (`onDone`, SPEC.md §4).
 * The answer is the same for every address, so it tells nothing about accounts.
 */
export default function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(profileNamespace);
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
      notice.success(t('forgot.resetEmailed'));
      onDone();
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      notice.error(errorMessage(error));
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      <Field
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        invalid={invalid}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block>
        {t('forgot.send')}
      </Button>
      <Button variant="ghost" block onClick={onDone}>
        {t('forgot.backToLogin')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('forgot.confirmTitle')}
        text={t('forgot.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
