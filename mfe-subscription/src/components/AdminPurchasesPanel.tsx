import '../subscription.css';
import { subscriptionNamespace } from '../translations';
import { PackageEditor } from '../admin/PackageEditor';
import { ReviewOrders } from '../admin/ReviewOrders';
import { useTranslation } from '@dating/portal';

/**
 * The admin's purchases panel, mounted by the shell's admin area (role A, enforced by the
 * gateway): receipts to check, and the packages, on sale or not.
 */
export default function AdminPurchasesPanel() {
  const { t } = useTranslation(subscriptionNamespace);
  return (
    <section className="subscription-admin" aria-labelledby="subscription-admin-title">
      <h2 id="subscription-admin-title">{t('admin.title')}</h2>
      <ReviewOrders />
      <PackageEditor />
    </section>
  );
}
