import '../account/account.css';
import { useState, type FormEvent } from 'react';
import { authCalls, type AuthenResult } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useAccount,
  useNotice,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Button, Field, Loading } from '@dating/ui';
import { ConsentsSection } from '../account/ConsentsSection';
import { MailSettingsSection } from '../account/MailSettings';
import { useResend } from '../account/useResend';
import { DeleteAccountSection } from '../deletion/DeleteAccountSection';
import { DownloadMyData } from '../export/DownloadMyData';
import { profileNamespace } from '../translations';

/**
 * /account: the member's e-mail address, its confirmation, changing it, which mails come, the
 * Terms and Privacy Policy versions they accepted, and deleting the account.
 */
export default function AccountPage() {
  const { t } = useTranslation(profileNamespace);
  const { account } = useAccount();
  return (
    <div className="ui-form-card account-page">
      <h1>{t('account.page.title')}</h1>
      {account ? (
        <AccountSettings account={account} />
      ) : (
        <Loading label={t('common:status.loading')} />
      )}
    </div>
  );
}

function AccountSettings({ account }: { account: AuthenResult }) {
  const { t } = useTranslation(profileNamespace);
  const { userId } = useSession();
  const { reload } = useAccount();
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
      notice.error(t('account.page.required'));
      return;
    }
    setBusy(true);
    try {
      const result = await api.call(authCalls.emailChange, { email: email.trim(), password });
      notice.success(translateServerMessage(result));
      setEmail('');
      setPassword('');
      reload();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const waiting = !account.email_confirmed || account.pending_email !== null;
  return (
    <>
      <section aria-labelledby="account-email-title">
        <h2 id="account-email-title">{t('account.page.email')}</h2>
        <p>
          <strong>{account.email}</strong>{' '}
          <span className="account-page__state">
            {account.email_confirmed ? t('account.page.confirmed') : t('account.page.notConfirmed')}
          </span>
        </p>
        {account.pending_email && (
          <>
            <p>{t('account.page.pending', { address: account.pending_email })}</p>
            <p>{t('account.page.pendingHelp')}</p>
          </>
        )}
        {waiting && (
          <Button variant="secondary" disabled={resending} onClick={() => void resend()}>
            {t('account.page.resend')}
          </Button>
        )}
      </section>
      <form
        className="ui-form"
        onSubmit={(event) => void change(event)}
        noValidate
        aria-labelledby="account-change-title"
      >
        <h2 id="account-change-title">{t('account.page.changeTitle')}</h2>
        <p>{t('account.page.changeHelp')}</p>
        <Field
          label={t('account.page.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          invalid={invalid && !email.trim()}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t('account.page.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          invalid={invalid && !password}
          required
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block disabled={busy}>
          {t('account.page.submit')}
        </Button>
      </form>
      {userId !== null && <MailSettingsSection userId={userId} />}
      {userId !== null && <ConsentsSection userId={userId} />}
      {userId !== null && <DownloadMyData userId={userId} username={account.decoded.username} />}
      {userId !== null && <DeleteAccountSection userId={userId} dueAt={account.deletion_due_at} />}
    </>
  );
}
