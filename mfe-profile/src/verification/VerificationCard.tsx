import { useState } from 'react';
import {
  gatewayPaths,
  profileCalls,
  type VerificationState,
  pickedImageProblem,
} from '@dating/contracts';
import {
  api,
  errorMessage,
  LoadFailed,
  translateServerMessage,
  useCall,
  useTranslation,
} from '@dating/portal';
import { Button, FileButton, Loading } from '@dating/ui';
import { imageAccept } from '../photos/upload';
import { profileNamespace } from '../translations';

/**
 * 'Get verified' on My Profile: a code to hold up in a selfie, the selfie's upload (bound to the
 * request, never shown to other members), then the review's outcome.
 */
export function VerificationCard({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const status = useCall(profileCalls.verificationStatus, { user_id: userId });
  const [state, setState] = useState<VerificationState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = state ?? status.data;

  async function act(work: () => Promise<VerificationState>) {
    setBusy(true);
    setProblem(null);
    try {
      setState(await work());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const start = () => act(() => api.call(profileCalls.verificationStart, { user_id: userId }));

  function submit(file: File) {
    const refused = pickedImageProblem(file);
    if (refused) {
      setProblem(translateServerMessage(refused));
      return;
    }
    void act(async () => {
      const uploaded = await api.upload(gatewayPaths.upload, file, () => undefined);
      return api.call(profileCalls.verificationSubmit, {
        user_id: userId,
        img_file: uploaded.fileId,
      });
    });
  }

  return (
    <section className="verification-card" aria-labelledby="verification-title">
      <h2 id="verification-title">{t('verification.title')}</h2>
      {!shown && status.error ? (
        <LoadFailed message={errorMessage(status.error)} onRetry={status.reload} />
      ) : !shown ? (
        <Loading label={t('common:status.loading')} />
      ) : (
        <VerificationStep state={shown} busy={busy} onStart={start} onSelfie={submit} />
      )}
      {problem && (
        <p role="alert" className="verification-card__problem">
          {problem}
        </p>
      )}
    </section>
  );
}

function VerificationStep({
  state,
  busy,
  onStart,
  onSelfie,
}: {
  state: VerificationState;
  busy: boolean;
  onStart: () => void;
  onSelfie: (file: File) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  switch (state.state) {
    case 'verified':
      return <p>{t('verification.verified')}</p>;
    case 'pending':
      return <p>{t('verification.pending')}</p>;
    case 'started':
      return (
        <>
          <p>{t('verification.instructions')}</p>
          <p className="verification-card__code" aria-label={t('verification.codeLabel')}>
            {state.code}
          </p>
          <FileButton
            variant="primary"
            accept={imageAccept}
            label={t('verification.upload')}
            disabled={busy}
            onPick={onSelfie}
          />
        </>
      );
    default:
      return (
        <>
          {state.state === 'rejected' ? (
            <p>{t('verification.rejected', { reason: state.reason })}</p>
          ) : (
            <p>{t('verification.notVerified')}</p>
          )}
          <Button onClick={onStart} loading={busy}>
            {t(state.state === 'rejected' ? 'verification.tryAgain' : 'verification.start')}
          </Button>
        </>
      );
  }
}
