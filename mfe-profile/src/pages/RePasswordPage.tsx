import '../recovery/recovery.css';
import { useState } from 'react';

import {
  clearSession,
  Link,
  translateServerMessage,
  useSearchParams,
  useTranslation,
} from '@dating/portal';
import { Button, buttonClassName, Loading } from '@dating/ui';
import { NewPasswordForm } from '../recovery/NewPasswordForm';
import { useResetLink } from '../recovery/useResetLink';
import { profileNamespace } from '../translations';
import { MessageCode } from '@dating/contracts';

/** /re-password?token=…: the link from the reset e-mail (SPEC.md §2, Reset password page). */
export default function RePasswordPage() {
  const { t } = useTranslation(profileNamespace);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [link, retry, spent] = useResetLink(token);
  const [changed, setChanged] = useState(false);

  function onChanged() {
    // The sessions from before the reset no longer work: forget this browser's, if any.
    clearSession();
    setChanged(true);
  }

  let content;
  if (changed) {
    content = (
      <section aria-labelledby="re-password-title">
        <h1 id="re-password-title">{t('recovery.successTitle')}</h1>
        <p>{t('recovery.successText')}</p>
        <Link to="/login" className={buttonClassName('primary', true)}>
          {t('recovery.goToLogin')}
        </Link>
      </section>
    );
  } else if (link.status === 'checking') {
    content = <Loading label={t('recovery.checking')} />;
  } else if (link.status === 'valid') {
    content = (
      <NewPasswordForm
        token={token}
        account={link.account}
        onChanged={onChanged}
        onInvalid={spent}
      />
    );
  } else if (link.status === 'invalid') {
    content = (
      <section aria-labelledby="re-password-title">
        <h1 id="re-password-title">{t('recovery.title')}</h1>
        <p className="recovery-invalid" role="alert">
          {translateServerMessage(MessageCode.resetTokenInvalid)}
        </p>
        <p>{t('recovery.newLink')}</p>
        <Link to="/login" className={buttonClassName('primary', true)}>
          {t('recovery.goToLogin')}
        </Link>
      </section>
    );
  } else {
    content = (
      <section aria-labelledby="re-password-title">
        <h1 id="re-password-title">{t('recovery.title')}</h1>
        <p role="alert">{link.message}</p>
        <Button onClick={retry}>{t('common:action.retry')}</Button>
      </section>
    );
  }
  return <div className="ui-form-card">{content}</div>;
}
