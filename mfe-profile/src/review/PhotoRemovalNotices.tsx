import { profileCalls } from '@dating/contracts';
import { api, errorMessage, useCall, useNotice, useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';
import { profileNamespace } from '../translations';

/** Why an admin removed the member's photos, each until dismissed or replaced. */
export function PhotoRemovalNotices({ userId }: { userId: number }) {
  const { t } = useTranslation(profileNamespace);
  const notice = useNotice();
  const removals = useCall(profileCalls.photoRemovals, { user_id: userId });

  async function dismiss(slot: number) {
    try {
      await api.call(profileCalls.photoRemovalDismiss, { user_id: userId, slot });
      removals.reload();
    } catch (error) {
      notice.error(errorMessage(error));
    }
  }

  const items = removals.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="photo-removals">
      {items.map((item) => (
        <li key={item.slot} className="photo-removals__item" role="status">
          <span>{t('review.removedNotice', { reason: item.reason })}</span>{' '}
          <Button variant="secondary" onClick={() => void dismiss(item.slot)}>
            {t('review.dismiss')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
