import {
  Link,
  LoadFailed,
  translateServerMessage,
  useSearchParams,
  useSession,
  useTranslation,
} from '@dating/portal';
import { Loading } from '@dating/ui';
import { unsubscribeOnce } from '../account/linkOnce';
import { mailSettingsHash } from '../account/MailSettings';
import { useMailedLink } from '../account/useMailedLink';
import { profileNamespace } from '../translations';
import { MessageCode } from '@dating/contracts';

/** /unsubscribe?token=…: a mail's one-click link; it turns that kind of e-mail off, no login. */
export default function UnsubscribePage() {
  const { t } = useTranslation(profileNamespace);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { loggedIn } = useSession();
  const { outcome, retry } = useMailedLink(
    token,
    unsubscribeOnce,
    MessageCode.unsubscribeLinkInvalid,
  );

  let content;
  if (outcome.status === 'working') content = <Loading label={t('mail.unsubscribe.working')} />;
  else if (outcome.status === 'failed') {
    content = <LoadFailed message={outcome.message} onRetry={retry} announce />;
  } else if (outcome.status === 'done') {
    content = (
      <div role="status">
        <p>{translateServerMessage(outcome.result)}</p>
        <p>{t('mail.unsubscribe.kind', { kind: t(`mail.settings.${outcome.result.kind}`) })}</p>
      </div>
    );
  } else {
    content = <p role="alert">{translateServerMessage(MessageCode.unsubscribeLinkInvalid)}</p>;
  }
  return (
    <section className="ui-form-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('mail.unsubscribe.title')}</h1>
      {content}
      {outcome.status !== 'working' && (
        <p>
          {loggedIn ? (
            <Link to={`/account${mailSettingsHash}`}>{t('mail.unsubscribe.settings')}</Link>
          ) : (
            <Link to="/login">{t('mail.unsubscribe.login')}</Link>
          )}
        </p>
      )}
    </section>
  );
}
