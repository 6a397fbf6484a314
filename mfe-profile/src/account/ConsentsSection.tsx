import { authCalls } from '@dating/contracts';
import { dateTimeText, LoadFailed, useCall, useLanguage, useTranslation } from '@dating/portal';
import { Loading } from '@dating/ui';
import { profileNamespace } from '../translations';

/**
 * The account page's "Your consents": every version of the Terms of Use and the Privacy Policy
 * the member accepted, newest first, with when (issue 29 item 1).
 */
export function ConsentsSection({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const { data, error, loading, reload } = useCall(authCalls.consentsList, { user_id: userId });

  let content;
  if (data) {
    content =
      data.consents.length === 0 ? (
        <p>{t('account.consents.none')}</p>
      ) : (
        <ul className="account-consents">
          {data.consents.map((consent) => (
            <li key={`${consent.document}-${consent.version}`}>
              <strong>{t(`account.consents.${consent.document}`)}</strong>,{' '}
              {t('account.consents.version', { version: consent.version })}
              <br />
              <span className="account-page__state">
                {t('account.consents.acceptedAt', {
                  date: dateTimeText(consent.accepted_at, language),
                })}
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (error && !loading) {
    content = (
      <LoadFailed
        message={t('account.consents.failed', { message: error.message })}
        onRetry={reload}
      />
    );
  } else content = <Loading label={t('common:status.loading')} />;

  return (
    <section aria-labelledby="account-consents-title">
      <h2 id="account-consents-title">{t('account.consents.title')}</h2>
      <p>{t('account.consents.intro')}</p>
      {content}
    </section>
  );
}
