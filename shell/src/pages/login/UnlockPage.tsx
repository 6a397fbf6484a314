import { Link, useSearchParams } from 'react-router-dom';
import { Messages } from '@dating/contracts';
import { LoadFailed, translateServerMessage, useTranslation } from '@dating/portal';
import { buttonClassName, Loading } from '@dating/ui';
import { useMailedLink } from '../account/useMailedLink';
import { unlockOnce } from './unlockOnce';

/** /unlock?token=…: the link of the mail that told a member their account was locked. */
export default function UnlockPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { outcome, retry } = useMailedLink(token, unlockOnce, Messages.unlockLinkInvalid);

  let content;
  if (outcome.status === 'working') content = <Loading label={t('unlock.working')} />;
  else if (outcome.status === 'failed')
    content = <LoadFailed message={outcome.message} onRetry={retry} announce />;
  else if (outcome.status === 'done')
    content = <p role="status">{translateServerMessage(outcome.result.message)}</p>;
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
