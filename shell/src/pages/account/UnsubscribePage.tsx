import './mailTranslations';
import { Link, useSearchParams } from 'react-router-dom';
import { mailMessages } from '@dating/contracts';
import { LoadFailed, translateServerMessage, useSession, useTranslation } from '@dating/portal';
import { Loading } from '@dating/ui';
import { unsubscribeOnce } from './linkOnce';
import { mailNamespace } from './mailTranslations';
import { mailSettingsHash } from './MailSettings';
import { useMailedLink } from './useMailedLink';

/** /unsubscribe?token=…: a mail's one-click link; it turns that kind of e-mail off, no login. */
export default function UnsubscribePage() {
  const { t } = useTranslation(mailNamespace);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { loggedIn } = useSession();
  const { outcome, retry } = useMailedLink(
    token,
    unsubscribeOnce,
    mailMessages.unsubscribeLinkInvalid,
  );

  let content;
  if (outcome.status === 'working') content = <Loading label={t('unsubscribe.working')} />;
  else if (outcome.status === 'failed') {
    content = <LoadFailed message={outcome.message} onRetry={retry} announce />;
  } else if (outcome.status === 'done') {
    content = (
      <div role="status">
        <p>{translateServerMessage(outcome.result.message)}</p>
        <p>{t('unsubscribe.kind', { kind: t(`settings.${outcome.result.kind}`) })}</p>
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
