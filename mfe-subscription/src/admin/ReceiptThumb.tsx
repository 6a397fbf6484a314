import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview, Loading, Modal } from '@dating/ui';
import { useReceiptImage } from '../receipts/receiptImage';
import { subscriptionNamespace } from '../translations';

/** An order's receipt, small; a click shows it large. No receipt, or an unreadable one: an empty box. */
export function ReceiptThumb({ url, username }: { url: string | null; username: string }) {
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
        <img className="subscription-receipt-large" src={src} alt={title} />
      </Modal>
    </>
  );
}
