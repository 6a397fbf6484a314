import type { PurchaseOrderView, PurchaseStatus } from '@dating/contracts';
import { useLanguage, useTranslation } from '@dating/portal';
import { Button, Modal } from '@dating/ui';
import { formatBaht } from '../format';
import { subscriptionNamespace } from '../translations';
import { historyRows, missingLabel } from './history';

export interface PurchaseHistoryProps {
  open: boolean;
  orders: readonly PurchaseOrderView[];
  onClose: () => void;
}

/** SPEC.md §2's Purchase History modal. */
export function PurchaseHistory({ open, orders, onClose }: PurchaseHistoryProps) {
  const { t } = useTranslation(subscriptionNamespace);
  return (
    <Modal
      open={open}
      title={t('history.title')}
      size="wide"
      onClose={onClose}
      closeLabel={t('common:action.close')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:action.close')}
        </Button>
      }
    >
      {orders.length === 0 ? (
        <p className="ui-empty">{t('history.empty')}</p>
      ) : (
        <HistoryTable orders={orders} />
      )}
    </Modal>
  );
}

function HistoryTable({ orders }: { orders: readonly PurchaseOrderView[] }) {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const statusLabel = (status: PurchaseStatus) =>
    t(`history.statuses.${status}`, { defaultValue: missingLabel });
  const none = t('history.none');
  return (
    <div className="subscription-table">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('history.number')}</th>
            <th scope="col">{t('history.price')}</th>
            <th scope="col">{t('history.purchaseDate')}</th>
            <th scope="col">{t('history.approvalDate')}</th>
            <th scope="col">{t('history.receiptDate')}</th>
            <th scope="col">{t('history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {historyRows(orders, statusLabel).map((row) => (
            <tr key={row.purchaseId}>
              <td>{row.number}</td>
              <td>{t('package.price', { price: formatBaht(row.price, language) })}</td>
              <td className="subscription-table__date">{row.purchaseDate ?? none}</td>
              <td className="subscription-table__date">{row.approvalDate ?? none}</td>
              <td className="subscription-table__date">{row.receiptDate ?? none}</td>
              <td>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
