import { useId, useState } from 'react';
import { profileCalls } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useCall,
  useLanguage,
  useNotice,
  LoadFailed,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';
import { formatDate } from '../view/display';

/**
 * My Profile → Privacy (issue 29): the consent to keep the member's ethnicity, religion, sexual
 * orientation and political views, and its withdrawal, which deletes those answers at once.
 */
export function SensitiveConsentSetting({
  userId,
  onWithdrawn,
}: {
  userId: number;
  /** The answers are gone: what shows them reads them again. */
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const [language] = useLanguage();
  const notice = useNotice();
  const titleId = useId();
  const loaded = useCall(profileCalls.sensitiveConsentGet, { user_id: userId });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const consent = loaded.data?.consent;

  async function withdraw() {
    setBusy(true);
    try {
      const answer = await api.call(profileCalls.sensitiveConsentWithdraw, { user_id: userId });
      notice.success(translateServerMessage(answer));
      loaded.reload();
      onWithdrawn();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="privacy-setting" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('privacy.title')}</h2>
      {loaded.data ? (
        consent ? (
          <>
            <p>
              {t('privacy.given', {
                date: formatDate(consent.at.slice(0, 10), language),
                version: consent.version,
              })}
            </p>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
              {t('privacy.withdraw')}
            </Button>
          </>
        ) : (
          <p>{t('privacy.notGiven')}</p>
        )
      ) : loaded.error ? (
        <LoadFailed
          message={t('privacy.loadFailed', { message: errorMessage(loaded.error) })}
          onRetry={loaded.reload}
        />
      ) : (
        <Loading label={t('common:status.loading')} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('privacy.confirmTitle')}
        text={t('privacy.confirmText')}
        confirmLabel={t('privacy.withdraw')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
