import { Loading } from '@dating/ui';
import { PurchaseHistory } from '../history/PurchaseHistory';
import { PaymentView } from '../payment/PaymentView';
import { subscriptionNamespace } from '../translations';
import { PackageList } from './PackageList';
import { packagePageViewOf } from './pageState';
import { StatusLine } from './StatusLine';
import { usePackagePage } from './usePackagePage';
import { LoadFailed, useTranslation } from '@dating/portal';

export interface PackagePageProps {
  userId: number;
  historyOpen: boolean;
  onCloseHistory: () => void;
}

/** /my-package below its header: status, packages or the payment view, and the history. */
export function PackagePage({ userId, historyOpen, onCloseHistory }: PackagePageProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const { state, reload } = usePackagePage(userId);
  if (state.status === 'loading') return <Loading label={t('common:status.loading')} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        message={t('myPackage.loadFailed', { message: state.message })}
        onRetry={reload}
      />
    );
  }

  const view = packagePageViewOf(state.orders, state.membership);
  const { payment } = view;
  return (
    <>
      <StatusLine membership={view.membership} />
      <p className="subscription-hint">{t('myPackage.noRenewal')}</p>
      {payment ? (
        <PaymentView
          key={payment.purchase_id}
          userId={userId}
          order={payment}
          pkg={state.packages.find((pkg) => pkg.package_id === payment.package_id)}
          onChanged={reload}
        />
      ) : (
        <>
          {view.waiting && (
            <>
              <p className="subscription-waiting">{t('myPackage.waiting')}</p>
              <p className="subscription-hint">{t('payment.reviewTime')}</p>
            </>
          )}
          <PackageList
            userId={userId}
            packages={state.packages}
            canSubscribe={view.canSubscribe}
            onOrdered={reload}
          />
        </>
      )}
      <PurchaseHistory open={historyOpen} orders={state.orders} onClose={onCloseHistory} />
    </>
  );
}
