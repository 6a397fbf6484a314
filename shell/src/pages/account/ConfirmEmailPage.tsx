import './translations';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Messages } from '@dating/contracts';
import {
  ApiError,
  errorMessage,
  translateServerMessage,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { useAccount } from './account';
import { confirmOnce } from './linkOnce';
import { useResend } from './useResend';

type Outcome =
  | { status: 'confirming' }
  | { status: 'confirmed' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === Messages.emailLinkInvalid;

/** /confirm-email?token=…: the link from the confirmation e-mail. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { loggedIn } = useSession();
  const { reload } = useAccount();
  const { resend, busy } = useResend();
  const [answer, setAnswer] = useState<{ token: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const settle = (outcome: Outcome) => {
      if (current) setAnswer({ token, outcome });
    };
    confirmOnce(token).then(
      () => {
        settle({ status: 'confirmed' });
        reload();
      },
      (error: unknown) =>
        settle(
          isInvalidLink(error)
            ? { status: 'invalid' }
            : { status: 'failed', message: errorMessage(error) },
        ),
    );
    return () => {
      current = false;
    };
  }, [token, reload]);

  let outcome: Outcome = { status: 'confirming' };
  if (!token) outcome = { status: 'invalid' };
  else if (answer?.token === token) outcome = answer.outcome;

  let content;
  if (outcome.status === 'confirming') {
    content = <Loading label={t('confirm.checking')} />;
  } else if (outcome.status === 'confirmed') {
    content = (
      <>
        <p role="status">{t('confirm.done')}</p>
        <Link to={loggedIn ? '/my-profile' : '/login'} className={buttonClassName('primary', true)}>
          {loggedIn ? t('confirm.goOn') : t('confirm.login')}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <p role="alert">
          {outcome.status === 'invalid'
            ? translateServerMessage(Messages.emailLinkInvalid)
            : outcome.message}
        </p>
        {loggedIn ? (
          <Button block disabled={busy} onClick={() => void resend()}>
            {t('confirm.newLink')}
          </Button>
        ) : (
          <>
            <p>{t('confirm.loginForLink')}</p>
            <Link to="/login" className={buttonClassName('primary', true)}>
              {t('confirm.login')}
            </Link>
          </>
        )}
      </>
    );
  }
  return (
    <section className="shell-card" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t('confirm.title')}</h1>
      {content}
    </section>
  );
}
