import { billingCalls } from '@dating/contracts';
import { bahtText, FigureTile, useCall, useLanguage, useTranslation } from '@dating/portal';
import { subscriptionNamespace } from '../translations';

/**
 * The dashboard's figures of svc-billing (the shell's /admin lists them): subscriptions, receipts
 * waiting and this month's revenue, each leading to the purchases panel.
 */
export default function AdminFigures() {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const stats = useCall(billingCalls.adminStats, {});
  return (
    <>
      <FigureTile
        name={t('admin.figures.activeSubscriptions')}
        to="/admin/purchases"
        source={stats}
        value={(data) => data.active_subscriptions}
      />
      <FigureTile
        name={t('admin.figures.receiptsWaiting')}
        to="/admin/purchases"
        source={stats}
        value={(data) => data.receipts_waiting}
      />
      <FigureTile
        name={t('admin.figures.revenueThisMonth')}
        to="/admin/purchases"
        source={stats}
        value={(data) => bahtText(data.revenue.at(-1)?.amount ?? 0, language)}
      />
    </>
  );
}
