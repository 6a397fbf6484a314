import { useState } from 'react';
import { Button, ImagePreview, Loading, Modal } from '@dating/ui';
import { useReceiptImage } from '../receipts/receiptImage';
import { subscriptionNamespace } from '../translations';
import { useTranslation } from '@dating/portal';

/** Approve and Reject beside the large receipt, for an order waiting for a check. */
export interface ReceiptDecision {
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export interface ReceiptThumbProps {
  url: string | null;
  username: string;
  decision?: ReceiptDecision;
}

/**
 * An order's receipt, small; a click shows it large, with Approve and Reject beside it when the
 * order waits for a check (the viewer closes and the decision's own dialog asks). No receipt, or
 * an unreadable one: an empty box.
 */
export function ReceiptThumb({ url, username, decision }: ReceiptThumbProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const src = useReceiptImage(url);
  const [open, setOpen] = useState(false);
  const title = t('admin.review.receiptOf', { username });
  if (src === undefined) return <Loading label={t('common:status.loading')} />;
  if (src === null) return <ImagePreview alt={title} size={64} />;
  return (
    <>
      <button
        type="button"
        className="subscription-thumb"
        aria-label={t('admin.review.showReceipt', { username })}
        onClick={() => setOpen(true)}
      >
        <img src={src} alt="" width={64} height={64} />
      </button>
      <Modal
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        closeLabel={t('common:action.close')}
      >
        <div className="subscription-viewer">
          <img className="subscription-receipt-large" src={src} alt={title} />
          {decision && (
            <div className="subscription-viewer__actions">
              <Button
                disabled={decision.busy}
                onClick={() => {
                  setOpen(false);
                  decision.onApprove();
                }}
              >
                {t('admin.review.approve')}
              </Button>
              <Button
                variant="danger"
                disabled={decision.busy}
                onClick={() => {
                  setOpen(false);
                  decision.onReject();
                }}
              >
                {t('admin.review.reject')}
              </Button>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
