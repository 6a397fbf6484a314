import type { ReviewOrderView } from '@dating/contracts';
import { subscriptionNamespace } from '../translations';
import { ReceiptThumb } from './ReceiptThumb';
import { useTranslation } from '@dating/portal';

/** The earlier order whose receipt this one looks like, with that receipt to compare. */
export function LikelyReuse({ reuse }: { reuse: NonNullable<ReviewOrderView['likely_reuse']> }) {
  const { t } = useTranslation(subscriptionNamespace);
  return (
    <div className="subscription-reuse">
      <p role="note">{t('admin.review.likelyReuse', { id: reuse.purchase_id })}</p>
      <ReceiptThumb
        url={reuse.receipt_url}
        username={t('admin.review.orderNumber', { id: reuse.purchase_id })}
      />
    </div>
  );
}
