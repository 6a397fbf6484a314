import { useEffect, useState } from 'react';

import {
  ApiError,
  errorMessage,
  Link,
  translateServerMessage,
  useAccount,
  useSearchParams,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { confirmOnce } from '../account/linkOnce';
import { useResend } from '../account/useResend';
import { profileNamespace } from '../translations';
import { MessageCode } from '@dating/contracts';

type Outcome =
  | { status: 'confirming' }
  | { status: 'confirmed' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.code === MessageCode.emailLinkInvalid;

/** /confirm-email?token=…: the link from the confirmation e-mail. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation(profileNamespace);
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
    content = <Loading label={t('account.confirm.checking')} />;
  } else if (outcome.status === 'confirmed') {
    content = (
      <>
        <p role="status">{t('account.confirm.done')}</p>
        <Link to={loggedIn ? '/my-profile' : '/login'} className={buttonClassName('primary', true)}>
          {loggedIn ? t('account.confirm.goOn') : t('account.confirm.login')}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <p role="alert">
          {outcome.status === 'invalid'
            ? translateServerMessage(MessageCode.emailLinkInvalid)
            : outcome.message}
        </p>
        {loggedIn ? (
          <Button block disabled={busy} onClick={() => void resend()}>
            {t('account.confirm.newLink')}
          </Button>
        ) : (
          <>
            <p>{t('account.confirm.loginForLink')}</p>
            <Link to="/login" className={buttonClassName('primary', true)}>
              {t('account.confirm.login')}
            </Link>
          </>
        )}
      </>
    );
  }
  return (
    <section className="ui-form-card" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t('account.confirm.title')}</h1>
      {content}
    </section>
  );
}
