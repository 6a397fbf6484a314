import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Messages } from '@dating/contracts';
import {
  ApiError,
  errorMessage,
  LoadFailed,
  translateServerMessage,
  useTranslation,
} from '@dating/portal';
import { buttonClassName, Loading } from '@dating/ui';
import { unlockOnce } from './unlockOnce';

type Outcome =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === Messages.unlockLinkInvalid;

/** /unlock?token=…: the link of the mail that told a member their account was locked. */
export default function UnlockPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    token: string;
    attempt: number;
    outcome: Outcome;
  } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const settle = (outcome: Outcome) => {
      if (current) setAnswer({ token, attempt, outcome });
    };
    unlockOnce(token).then(
      (result) => settle({ status: 'done', message: result.message }),
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
  }, [token, attempt]);

  let outcome: Outcome = { status: 'working' };
  if (!token) outcome = { status: 'invalid' };
  else if (answer?.token === token && answer.attempt === attempt) outcome = answer.outcome;

  let content;
  if (outcome.status === 'working') content = <Loading label={t('unlock.working')} />;
  else if (outcome.status === 'failed')
    content = (
      <LoadFailed message={outcome.message} onRetry={() => setAttempt((n) => n + 1)} announce />
    );
  else if (outcome.status === 'done')
    content = <p role="status">{translateServerMessage(outcome.message)}</p>;
  else content = <p role="alert">{translateServerMessage(Messages.unlockLinkInvalid)}</p>;
  return (
    <section className="shell-card" aria-labelledby="unlock-title">
      <h1 id="unlock-title">{t('unlock.title')}</h1>
      {content}
      {outcome.status !== 'working' && (
        <>
          <p>{t('unlock.forgot')}</p>
          <Link to="/login" className={buttonClassName('primary', true)}>
            {t('unlock.login')}
          </Link>
        </>
      )}
    </section>
  );
}
