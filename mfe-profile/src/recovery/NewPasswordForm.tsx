import { useState, type FormEvent } from 'react';
import { recoveryCalls, type EditPasswordInput, type ResetTokenResult } from '@dating/contracts';
import { api, errorMessage, PasswordField, useNotice, useTranslation } from '@dating/portal';
import { Button, ConfirmDialog } from '@dating/ui';
import { profileNamespace } from '../translations';
import { checkNewPassword, type NewPasswordField } from './rules';
import { isInvalidLink } from './useResetLink';

interface NewPasswordFormProps {
  token: string;
  account: ResetTokenResult['decoded'];
  onChanged: () => void;
  /** The link was used or ran out while the form was open. */
  onInvalid: () => void;
}

/** New Password and Confirm Password, confirmed, then `recoveryCalls.passwordReset` (SPEC.md §5). */
export function NewPasswordForm({ token, account, onChanged, onInvalid }: NewPasswordFormProps) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<NewPasswordField[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirm);
    setInvalid(problem?.fields ?? []);
    if (problem) {
      notice.error(t(problem.messageKey));
      return;
    }
    setConfirming(true);
  }

  async function reset() {
    setBusy(true);
    try {
      const body: EditPasswordInput = { token, password, ...account };
      await api.call(recoveryCalls.passwordReset, body);
      // 'Passwords do not match' and the like no longer apply above the success view.
      notice.clearErrors();
      onChanged();
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      if (isInvalidLink(error)) onInvalid();
      else notice.error(errorMessage(error));
    }
  }

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby="re-password-title">
      <h1 id="re-password-title">{t('recovery.title')}</h1>
      <p>{t('recovery.intro', { username: account.username })}</p>
      <PasswordField
        label={t('recovery.newPassword')}
        name="new-password"
        autoComplete="new-password"
        hint={t('recovery.passwordRule')}
        value={password}
        invalid={invalid.includes('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('recovery.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        invalid={invalid.includes('confirm')}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" block>
        {t('recovery.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('recovery.confirmTitle')}
        text={t('recovery.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
