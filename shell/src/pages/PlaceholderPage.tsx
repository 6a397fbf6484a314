import type { ReactNode } from 'react';
import { useTranslation } from '@dating/portal';

/** A public page whose content a later release brings: its title and an honest sentence. */
export function PlaceholderPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <section>
      <h1>{t(titleKey)}</h1>
      {children}
      <p>{t('placeholder.soon')}</p>
    </section>
  );
}
