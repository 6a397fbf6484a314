import './mailTranslations';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { mailMessages, type MailKind } from '@dating/contracts';
import {
  ApiError,
  errorMessage,
  LoadFailed,
  translateServerMessage,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { unsubscribeOnce } from './linkOnce';
import { mailNamespace } from './mailTranslations';
import { mailSettingsHash } from './MailSettings';

type Outcome =
  | { status: 'working' }
  | { status: 'done'; message: string; kind: MailKind }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === mailMessages.unsubscribeLinkInvalid;

/** /unsubscribe?token=…: a mail's one-click link; it turns that kind of e-mail off, no login. */
export default function UnsubscribePage() {
  const { t } = useTranslation(mailNamespace);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { loggedIn } = useSession();
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
    unsubscribeOnce(token).then(
      (result) =>
        settle({
          status: 'done',
          message: translateServerMessage(result.message),
          kind: result.kind,
        }),
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
  if (outcome.status === 'working') content = <Loading label={t('unsubscribe.working')} />;
  else if (outcome.status === 'failed') {
    content = (
      <LoadFailed message={outcome.message} onRetry={() => setAttempt((n) => n + 1)} announce />
    );
  } else if (outcome.status === 'done') {
    content = (
      <div role="status">
        <p>{outcome.message}</p>
        <p>{t('unsubscribe.kind', { kind: t(`settings.${outcome.kind}`) })}</p>
      </div>
    );
  } else {
    content = <p role="alert">{translateServerMessage(mailMessages.unsubscribeLinkInvalid)}</p>;
  }
  return (
    <section className="shell-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
      {content}
      {outcome.status !== 'working' && (
        <p>
          {loggedIn ? (
            <Link to={`/account${mailSettingsHash}`}>{t('unsubscribe.settings')}</Link>
          ) : (
            <Link to="/login">{t('unsubscribe.login')}</Link>
          )}
        </p>
      )}
    </section>
  );
}
