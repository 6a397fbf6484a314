import { useState, type FormEvent } from 'react';
import { authCalls, deletionGraceDays } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useAccount,
  useLanguage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, Field, Modal } from '@dating/ui';
import { profileNamespace } from '../translations';
import { deletionDateText, useKeepAccount } from './deletion';

/**
 * The account page's "Delete my account": what happens, the password in a dialog, then the day
 * the account goes and a way to keep it.
 */
export function DeleteAccountSection({ userId, dueAt }: { userId: number; dueAt?: string }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const { keep, busy: keeping } = useKeepAccount();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="account-delete-title" className="account-delete">
      <h2 id="account-delete-title">{t('account.deletion.title')}</h2>
      {dueAt ? (
        <>
          <p role="status">
            <strong>
              {t('account.deletion.due', { date: deletionDateText(dueAt, language) })}
            </strong>
          </p>
          <p>{t('account.deletion.dueHelp')}</p>
          <Button loading={keeping} onClick={() => void keep()}>
            {t('account.deletion.keep')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('account.deletion.explain', { days: deletionGraceDays })}</p>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('account.deletion.start')}
          </Button>
        </>
      )}
      {asking && <DeleteDialog userId={userId} onClose={() => setAsking(false)} />}
    </section>
  );
}

function DeleteDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const { reload } = useAccount();
  const notice = useNotice();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!password) {
      setProblem(t('account.deletion.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(authCalls.deletionRequest, { user_id: userId, password });
      const date = answer.deletion_due_at ? deletionDateText(answer.deletion_due_at, language) : '';
      notice.success(translateServerMessage({ ...answer, params: { date } }));
      reload();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  }

  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open
      title={t('account.deletion.dialogTitle')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common:action.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            {t('account.deletion.confirm')}
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <p>{t('account.deletion.dialogText', { days: deletionGraceDays })}</p>
        <Field
          label={t('account.deletion.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          invalid={problem !== null && !password}
          aria-describedby={problem ? 'account-delete-problem' : undefined}
          required
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id="account-delete-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
