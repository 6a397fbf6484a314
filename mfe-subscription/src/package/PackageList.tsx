import { useState } from 'react';
import {
  billingCalls,
  packageText,
  type CreateOrderInput,
  type PackageView,
} from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useLanguage,
  useNotice,
  useTranslation,
} from '@dating/portal';
import { Button, ConfirmDialog } from '@dating/ui';
import { subscriptionNamespace } from '../translations';
import { PackageCard } from './PackageCard';

export interface PackageListProps {
  userId: number;
  packages: readonly PackageView[];
  /** False while an order waits or the membership is active: no Subscribe buttons. */
  canSubscribe: boolean;
  /** An order was created: show the payment view. */
  onOrdered: () => void;
}

/** The packages on sale, each with Subscribe → 'Confirm Subscription' → a WP order. */
export function PackageList({ userId, packages, canSubscribe, onOrdered }: PackageListProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const notice = useNotice();
  const [language] = useLanguage();
  const [chosen, setChosen] = useState<PackageView | null>(null);
  const [busy, setBusy] = useState(false);

  async function subscribe(pkg: PackageView) {
    setBusy(true);
    try {
      const body: CreateOrderInput = {
        user_id: userId,
        package_id: pkg.package_id,
        purchase_amt: pkg.price,
      };
      const result = await api.call(billingCalls.orderCreate, body);
      notice.success(translateServerMessage(result));
      onOrdered();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
      setChosen(null);
    }
  }

  return (
    <section className="subscription-packages" aria-labelledby="subscription-packages-title">
      <h2 id="subscription-packages-title">{t('myPackage.packages')}</h2>
      {packages.length === 0 ? (
        <p className="ui-empty">{t('myPackage.noPackages')}</p>
      ) : (
        <div className="subscription-packages__list">
          {packages.map((pkg) => {
            // The texts of every language came with the list: a language switch needs no call.
            const { name, detail } = packageText(pkg, language);
            return (
              <PackageCard
                key={pkg.package_id}
                name={name}
                price={pkg.price}
                durationDays={pkg.duration_days}
                detail={detail}
                action={
                  canSubscribe && (
                    <Button
                      aria-label={t('package.subscribeTo', { name })}
                      onClick={() => setChosen(pkg)}
                    >
                      {t('package.subscribe')}
                    </Button>
                  )
                }
              />
            );
          })}
        </div>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={t('package.confirmTitle')}
        text={t('package.confirmText')}
        confirmLabel={t('common:action.confirm')}
        cancelLabel={t('common:action.cancel')}
        busy={busy}
        onConfirm={() => chosen && void subscribe(chosen)}
        onCancel={() => setChosen(null)}
      />
    </section>
  );
}
