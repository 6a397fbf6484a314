import '../profile.css';
import { useState } from 'react';
import { profileCalls, type VerificationReviewItem } from '@dating/contracts';
import {
  api,
  errorMessage,
  LoadFailed,
  ReasonForm,
  useCall,
  useNotice,
  Link,
  useTranslation,
} from '@dating/portal';
import { Button, Loading } from '@dating/ui';
import { profileNamespace } from '../translations';

/** /admin/verifications: selfies holding their codes, next to the member's profile photos. */
export default function AdminVerificationPanel() {
  const { t } = useTranslation(profileNamespace);
  const queue = useCall(profileCalls.adminVerificationQueue, { page: 1 });
  return (
    <section className="review-panel" aria-labelledby="verification-review-title">
      <h2 id="verification-review-title">{t('review.verificationsTitle')}</h2>
      {queue.error && !queue.data ? (
        <LoadFailed message={errorMessage(queue.error)} onRetry={queue.reload} />
      ) : !queue.data ? (
        <Loading label={t('common:status.loading')} />
      ) : queue.data.items.length === 0 ? (
        <p>{t('review.noVerifications')}</p>
      ) : (
        <ul className="review-list">
          {queue.data.items.map((item) => (
            <VerificationRequest key={item.request_id} item={item} onDone={queue.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VerificationRequest({
  item,
  onDone,
}: {
  item: VerificationReviewItem;
  onDone: () => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = item.name || t('review.noName');

  async function decide(approve: boolean, reason?: string) {
    setBusy(true);
    try {
      await api.call(profileCalls.adminVerificationDecide, {
        request_id: item.request_id,
        approve,
        reason,
      });
      onDone();
    } catch (error) {
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <li className="review-list__item">
      <p>
        <Link to={`/admin/members/${item.user_id}`}>{name}</Link>
      </p>
      <p>
        {t('review.code')} <strong className="verification-card__code">{item.code}</strong>
      </p>
      <div className="review-compare">
        <figure>
          <img src={item.selfie_url} alt={t('review.selfieOf', { name })} />
          <figcaption>{t('review.selfie')}</figcaption>
        </figure>
        {item.photos.map((photo) => (
          <figure key={photo.slot}>
            <img src={photo.url} alt={t('review.photoOf', { seq: photo.slot, name })} />
            <figcaption>{t('review.profilePhoto', { seq: photo.slot })}</figcaption>
          </figure>
        ))}
      </div>
      {rejecting ? (
        <ReasonForm
          label={t('review.rejectReason', { name })}
          confirmLabel={t('review.reject')}
          busy={busy}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => void decide(false, reason)}
        />
      ) : (
        <div className="review-grid__actions">
          <Button loading={busy} onClick={() => void decide(true)}>
            {t('review.approve')}
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
