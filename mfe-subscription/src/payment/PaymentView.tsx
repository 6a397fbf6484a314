import { lazy, Suspense, useEffect, useState } from 'react';
import {
  packageText,
  type PackageView,
  type PurchaseOrderView,
  MessageCode,
  pickedImageProblem,
} from '@dating/contracts';
import {
  errorMessage,
  translateServerMessage,
  useCopy,
  useLanguage,
  useNotice,
  LoadFailed,
  useTranslation,
  type ServerSaid,
} from '@dating/portal';
import { Button, ConfirmDialog, FileButton, ImagePreview, Loading, ProgressBar } from '@dating/ui';
import { formatBaht } from '../format';
import { PackageCard } from '../package/PackageCard';
import { subscriptionNamespace } from '../translations';
import { removeOrder, saveReceipt } from './receipt';
import { usePayment, type PaymentState } from './usePayment';

// The QR library is only needed here: its own chunk keeps the page's first load small.
const PromptPayQr = lazy(() => import('./PromptPayQr'));

export interface PaymentViewProps {
  userId: number;
  /** A WP order, or a rejected (RJ) one waiting for a new receipt. */
  order: PurchaseOrderView;
  /** The order's package, when it is still on sale (for its duration and detail). */
  pkg: PackageView | undefined;
  /** The order changed (receipt saved, or removed): load the page again. */
  onChanged: () => void;
}

interface PickedReceipt {
  file: File;
  url: string;
}

/** SPEC.md §2's payment view: the package, how to pay, Attach Receipt, Save and Remove. */
export function PaymentView({ userId, order, pkg, onChanged }: PaymentViewProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const notice = useNotice();
  const [language] = useLanguage();
  const { state, retry } = usePayment(order.purchase_id);
  const texts = pkg ? packageText(pkg, language) : null;
  const [receipt, setReceipt] = useState<PickedReceipt | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<'save' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (receipt) URL.revokeObjectURL(receipt.url);
    },
    [receipt],
  );

  function pick(file: File) {
    const problem = pickedImageProblem(file);
    if (problem) notice.error(translateServerMessage(problem));
    else setReceipt({ file, url: URL.createObjectURL(file) });
  }

  function askSave() {
    if (receipt) setConfirming('save');
    else notice.error(translateServerMessage(MessageCode.receiptRequired));
  }

  async function run(action: () => Promise<ServerSaid>) {
    setBusy(true);
    try {
      notice.success(translateServerMessage(await action()));
      onChanged();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setProgress(null);
      setConfirming(null);
    }
  }

  function save() {
    if (!receipt) return;
    setProgress(0);
    void run(() => saveReceipt(order, receipt.file, setProgress));
  }

  return (
    <section className="subscription-payment" aria-labelledby="subscription-payment-title">
      <h2 id="subscription-payment-title">{t('payment.title')}</h2>
      {order.purchase_status === 'RJ' && (
        <div className="subscription-rejected">
          <p>
            {order.reject_reason
              ? t('payment.rejectedReason', { reason: order.reject_reason })
              : t('payment.rejected')}
          </p>
          <p>{t('payment.attachAgain')}</p>
        </div>
      )}
      <PackageCard
        name={texts?.name ?? order.package_name}
        price={order.purchase_amt}
        durationDays={pkg?.duration_days ?? null}
        detail={texts?.detail ?? null}
      />
      <HowToPay state={state} onRetry={retry} />
      <div className="subscription-receipt">
        <h3>{t('payment.receipt')}</h3>
        <ImagePreview src={receipt?.url} alt={t('payment.receiptPreview')} size={200} />
        {receipt ? (
          <Button variant="ghost" disabled={busy} onClick={() => setReceipt(null)}>
            {t('payment.removePhoto')}
          </Button>
        ) : (
          <p className="subscription-hint">{t('payment.noReceipt')}</p>
        )}
        <FileButton accept="image/*" label={t('payment.attach')} disabled={busy} onPick={pick} />
        {progress !== null && <ProgressBar value={progress} label={t('payment.uploading')} />}
      </div>
      <div className="subscription-actions">
        <Button onClick={askSave} disabled={busy}>
          {t('payment.save')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming('remove')} disabled={busy}>
          {t('payment.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'save'}
        title={t('payment.saveTitle')}
        text={t('payment.saveText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={save}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('payment.removeTitle')}
        text={t('payment.removeText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => void run(() => removeOrder(userId, order))}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/** The transfer instructions and the QR code, once `billingCalls.paymentGet` has answered. */
function HowToPay({ state, onRetry }: { state: PaymentState; onRetry: () => void }) {
  const { t } = useTranslation(subscriptionNamespace);
  const notice = useNotice();
  const copy = useCopy();
  const [language] = useLanguage();
  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed message={t('payment.loadFailed', { message: state.message })} onRetry={onRetry} />
    );
  }
  const { payment } = state;
  const amount = formatBaht(payment.amount, language);

  async function save() {
    try {
      const { qrFileName, saveQr } = await import('./saveQr');
      saveQr(payment.qr_payload, qrFileName(payment.purchase_id));
    } catch {
      notice.error(t('payment.saveQrFailed'));
    }
  }

  const number = payment.promptpay_id.replace(/\D/g, '');
  const plainAmount = String(payment.amount);
  return (
    <div className="subscription-how">
      <div className="subscription-how__text">
        <p>{t('payment.instructions', { amount })}</p>
        <dl className="subscription-how__details">
          <dt>{t('payment.promptpayId')}</dt>
          <dd>{payment.promptpay_id}</dd>
          <dt>{t('payment.accountName')}</dt>
          <dd>{payment.account_name}</dd>
          <dt>{t('payment.amount')}</dt>
          <dd>{t('package.price', { price: amount })}</dd>
        </dl>
        <div className="subscription-how__copy">
          <Button
            variant="secondary"
            onClick={() => void copy(number, t('payment.numberCopied', { value: number }))}
          >
            {t('payment.copyNumber')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void copy(plainAmount, t('payment.amountCopied', { value: plainAmount }))
            }
          >
            {t('payment.copyAmount')}
          </Button>
        </div>
        <p className="subscription-hint">{t('payment.reviewTime')}</p>
      </div>
      <div className="subscription-how__qr">
        <Suspense fallback={<Loading label={t('common:status.loading')} />}>
          <PromptPayQr
            payload={payment.qr_payload}
            label={t('payment.qrLabel', { amount, name: payment.account_name })}
          />
        </Suspense>
        <Button variant="secondary" onClick={() => void save()}>
          {t('payment.saveQr')}
        </Button>
      </div>
    </div>
  );
}
