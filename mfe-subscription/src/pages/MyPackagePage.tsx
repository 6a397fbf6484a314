import '../subscription.css';
import { useState } from 'react';
import { useSession, Navigate, useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';
import { PackagePage } from '../package/PackagePage';
import { subscriptionNamespace } from '../translations';

/** /my-package (SPEC.md §2): the member's subscription, the packages, payment and history. */
export default function MyPackagePage() {
  const { t } = useTranslation(subscriptionNamespace);
  const { userId } = useSession();
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <section className="subscription-page">
      <header className="subscription-page__header">
        <h1>{t('myPackage.title')}</h1>
        {userId !== null && (
          <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
            {t('myPackage.history')}
          </Button>
        )}
      </header>
      {userId === null ? (
        <Navigate to="/" replace />
      ) : (
        <PackagePage
          userId={userId}
          historyOpen={historyOpen}
          onCloseHistory={() => setHistoryOpen(false)}
        />
      )}
    </section>
  );
}
