import {
  Link,
  LoadFailed,
  translateServerMessage,
  useSearchParams,
  useTranslation,
} from '@dating/portal';
import { buttonClassName, Loading } from '@dating/ui';
import { unlockOnce } from '../account/linkOnce';
import { useMailedLink } from '../account/useMailedLink';
import { profileNamespace } from '../translations';
import { MessageCode } from '@dating/contracts';

/** /unlock?token=…: the link of the mail that told a member their account was locked. */
export default function UnlockPage() {
  const { t } = useTranslation(profileNamespace);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { outcome, retry } = useMailedLink(token, unlockOnce, MessageCode.unlockLinkInvalid);

  let content;
  if (outcome.status === 'working') content = <Loading label={t('unlock.working')} />;
  else if (outcome.status === 'failed')
    content = <LoadFailed message={outcome.message} onRetry={retry} announce />;
  else if (outcome.status === 'done')
    content = <p role="status">{translateServerMessage(outcome.result)}</p>;
  else content = <p role="alert">{translateServerMessage(MessageCode.unlockLinkInvalid)}</p>;
  return (
    <section className="ui-form-card" aria-labelledby="unlock-title">
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
