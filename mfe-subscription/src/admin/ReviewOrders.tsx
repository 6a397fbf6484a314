import { useState } from 'react';
import {
  billingCalls,
  type PurchaseStatus,
  type ReviewDecisionResult,
  type ReviewOrderView,
} from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useLanguage,
  useNotice,
  LoadFailed,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog, Loading } from '@dating/ui';
import { formatBaht, formatDateTime } from '../format';
import { subscriptionNamespace } from '../translations';
import { LikelyReuse } from './LikelyReuse';
import { ReceiptThumb } from './ReceiptThumb';
import { RejectDialog } from './RejectDialog';
import { useReviewOrders } from './useReviewOrders';

/** The states an admin looks through: waiting for a check first. */
const filters: readonly PurchaseStatus[] = ['WA', 'AP', 'RJ'];

/** Orders with their receipts, by state; a waiting one is approved or rejected with a reason. */
export function ReviewOrders() {
  const { t } = useTranslation(subscriptionNamespace);
  const notice = useNotice();
  const [language] = useLanguage();
  const [status, setStatus] = useState<PurchaseStatus>('WA');
  const [page, setPage] = useState(1);
  const { list, reload } = useReviewOrders(status, page);
  const [approving, setApproving] = useState<ReviewOrderView | null>(null);
  const [rejecting, setRejecting] = useState<ReviewOrderView | null>(null);
  const [busy, setBusy] = useState(false);
  const time = (iso: string | null) => formatDateTime(iso) ?? t('history.none');

  async function decide(send: () => Promise<ReviewDecisionResult>) {
    setBusy(true);
    try {
      const result = await send();
      notice.success(translateServerMessage(result));
      reload();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setApproving(null);
      setRejecting(null);
    }
  }

  function show(next: PurchaseStatus) {
    setStatus(next);
    setPage(1);
  }

  let content;
  if (list.status === 'loading') {
    content = <Loading label={t('common:status.loading')} />;
  } else if (list.status === 'failed') {
    content = <LoadFailed message={list.message} onRetry={reload} announce />;
  } else if (list.orders.length === 0 && page === 1) {
    content = <p className="ui-empty">{t('admin.review.empty')}</p>;
  } else {
    content = (
      <>
        <div className="subscription-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.review.member')}</th>
                <th scope="col">{t('admin.review.package')}</th>
                <th scope="col">{t('admin.review.amount')}</th>
                <th scope="col">{t('history.purchaseDate')}</th>
                <th scope="col">{t('history.receiptDate')}</th>
                <th scope="col">{t('admin.review.slip')}</th>
                <th scope="col">{t('admin.review.receipt')}</th>
                {status === 'AP' && <th scope="col">{t('history.approvalDate')}</th>}
                {status === 'RJ' && <th scope="col">{t('admin.review.reason')}</th>}
                {status === 'WA' && <th scope="col">{t('admin.review.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.orders.map((order) => (
                <tr key={order.purchase_id}>
                  <td>{order.username}</td>
                  <td>{order.package_name}</td>
                  <td>{t('package.price', { price: formatBaht(order.purchase_amt, language) })}</td>
                  <td>{time(order.purchase_date)}</td>
                  <td>{time(order.purchase_receipt)}</td>
                  <td>
                    {order.slip_reference
                      ? t('admin.review.slipValue', {
                          bank: order.slip_bank ?? '?',
                          reference: order.slip_reference,
                        })
                      : t('admin.review.noSlip')}
                  </td>
                  <td>
                    <ReceiptThumb
                      url={order.receipt_url}
                      username={order.username}
                      decision={
                        status === 'WA'
                          ? {
                              busy,
                              onApprove: () => setApproving(order),
                              onReject: () => setRejecting(order),
                            }
                          : undefined
                      }
                    />
                    {order.likely_reuse && <LikelyReuse reuse={order.likely_reuse} />}
                  </td>
                  {status === 'AP' && <td>{time(order.purchase_approve_date)}</td>}
                  {status === 'RJ' && (
                    <td className="subscription-table__wrap">{order.reject_reason}</td>
                  )}
                  {status === 'WA' && (
                    <td className="subscription-table__actions">
                      <Button
                        aria-label={t('admin.review.approveOrder', { username: order.username })}
                        disabled={busy}
                        onClick={() => setApproving(order)}
                      >
                        {t('admin.review.approve')}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={t('admin.review.rejectOrder', { username: order.username })}
                        disabled={busy}
                        onClick={() => setRejecting(order)}
                      >
                        {t('admin.review.reject')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="subscription-pages">
          <Button variant="ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('admin.review.previous')}
          </Button>
          <span>{t('admin.review.page', { page })}</span>
          <Button variant="ghost" disabled={!list.hasMore} onClick={() => setPage(page + 1)}>
            {t('admin.review.next')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="subscription-review-title">
      <h3 id="subscription-review-title">{t('admin.review.title')}</h3>
      <div className="subscription-filter" role="group" aria-label={t('admin.review.filter')}>
        {filters.map((filter) => (
          <Button
            key={filter}
            variant={filter === status ? 'primary' : 'secondary'}
            aria-pressed={filter === status}
            onClick={() => show(filter)}
          >
            {t(`admin.review.states.${filter}`)}
          </Button>
        ))}
      </div>
      {content}
      <ConfirmDialog
        open={approving !== null}
        title={t('admin.review.approveTitle')}
        text={t('admin.review.approveText', {
          username: approving?.username ?? '',
          package: approving?.package_name ?? '',
          amount: formatBaht(approving?.purchase_amt ?? 0, language),
        })}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() =>
          approving &&
          void decide(() =>
            api.call(billingCalls.orderApprove, { purchase_id: approving.purchase_id }),
          )
        }
        onCancel={() => setApproving(null)}
      />
      {rejecting && (
        <RejectDialog
          username={rejecting.username}
          packageName={rejecting.package_name}
          busy={busy}
          onReject={(reason) =>
            void decide(() =>
              api.call(billingCalls.orderReject, { purchase_id: rejecting.purchase_id, reason }),
            )
          }
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
