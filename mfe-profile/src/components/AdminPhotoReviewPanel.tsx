import '../profile.css';
import { useState } from 'react';
import { profileCalls, type PhotoReviewItem } from '@dating/contracts';
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

/** /admin/photos: new and replaced photos waiting for review, oldest first. */
export default function AdminPhotoReviewPanel() {
  const { t } = useTranslation(profileNamespace);
  const queue = useCall(profileCalls.adminPhotoQueue, { page: 1 });
  return (
    <section className="review-panel" aria-labelledby="photo-review-title">
      <h2 id="photo-review-title">{t('review.photosTitle')}</h2>
      {queue.error && !queue.data ? (
        <LoadFailed message={errorMessage(queue.error)} onRetry={queue.reload} />
      ) : !queue.data ? (
        <Loading label={t('common:status.loading')} />
      ) : queue.data.items.length === 0 ? (
        <p>{t('review.noPhotos')}</p>
      ) : (
        <>
          <p>{t('review.waiting', { count: queue.data.total })}</p>
          <ul className="review-grid">
            {queue.data.items.map((item) => (
              <PendingPhoto
                key={`${item.user_id}-${item.slot}`}
                item={item}
                onDone={queue.reload}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PendingPhoto({ item, onDone }: { item: PhotoReviewItem; onDone: () => void }) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = item.name || t('review.noName');

  async function decide(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      onDone();
    } catch (error) {
      notice.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <li className="review-grid__item">
      <img src={item.card_url} alt={t('review.photoOf', { seq: item.slot, name })} />
      <p>
        <Link to={`/admin/members/${item.user_id}`}>{name}</Link>
        {item.has_open_reports && <span> · {t('review.reported')}</span>}
      </p>
      <p>
        <a href={item.url} target="_blank" rel="noreferrer">
          {t('review.openPhoto')}
        </a>
      </p>
      {removing ? (
        <ReasonForm
          label={t('review.removeReason', { name })}
          confirmLabel={t('review.remove')}
          busy={busy}
          onCancel={() => setRemoving(false)}
          onConfirm={(reason) =>
            void decide(() =>
              api.call(profileCalls.adminPhotoRemove, {
                user_id: item.user_id,
                slot: item.slot,
                reason,
              }),
            )
          }
        />
      ) : (
        <div className="review-grid__actions">
          <Button
            loading={busy}
            onClick={() =>
              void decide(() =>
                api.call(profileCalls.adminPhotoApprove, {
                  user_id: item.user_id,
                  slot: item.slot,
                }),
              )
            }
          >
            {t('review.approve')}
          </Button>
          <Button variant="danger" onClick={() => setRemoving(true)}>
            {t('review.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
