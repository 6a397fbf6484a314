import './account.css';
import './translations';
import { useState, type FormEvent } from 'react';
import { authCalls } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useNotice,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Button, Field, Loading } from '@dating/ui';
import { useAccount } from './account';
import { MailSettingsSection } from './MailSettings';
import { useResend } from './useResend';

/** /account: the member's e-mail address, its confirmation, changing it, and which mails come. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { userId } = useSession();
  const { account, reload } = useAccount();
  const { resend, busy: resending } = useResend();
  const notice = useNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    const missing = !email.trim() || !password;
    setInvalid(missing);
    if (missing) {
      notice.error(t('page.required'));
      return;
    }
    setBusy(true);
    try {
      const result = await api.call(authCalls.emailChange, { email: email.trim(), password });
      notice.success(translateServerMessage(result.message));
      setEmail('');
      setPassword('');
      reload();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!account) return <Loading label={t('common:status.loading')} />;
  const waiting = !account.email_confirmed || account.pending_email !== null;
  return (
    <div className="shell-card account-page">
      <h1>{t('page.title')}</h1>
      <section aria-labelledby="account-email-title">
        <h2 id="account-email-title">{t('page.email')}</h2>
        <p>
          <strong>{account.email}</strong>{' '}
          <span className="account-page__state">
            {account.email_confirmed ? t('page.confirmed') : t('page.notConfirmed')}
          </span>
        </p>
        {account.pending_email && (
          <>
            <p>{t('page.pending', { address: account.pending_email })}</p>
            <p>{t('page.pendingHelp')}</p>
          </>
        )}
        {waiting && (
          <Button variant="secondary" disabled={resending} onClick={() => void resend()}>
            {t('page.resend')}
          </Button>
        )}
      </section>
      <form
        className="shell-form"
        onSubmit={(event) => void change(event)}
        noValidate
        aria-labelledby="account-change-title"
      >
        <h2 id="account-change-title">{t('page.changeTitle')}</h2>
        <p>{t('page.changeHelp')}</p>
        <Field
          label={t('page.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          invalid={invalid && !email.trim()}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t('page.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          invalid={invalid && !password}
          required
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block disabled={busy}>
          {t('page.submit')}
        </Button>
      </form>
      {userId !== null && <MailSettingsSection userId={userId} />}
    </div>
  );
}
