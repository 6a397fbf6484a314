import { useId, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '@dating/portal';
import { formatBaht } from '../format';
import { subscriptionNamespace } from '../translations';

export interface PackageCardProps {
  name: string;
  /** Whole Baht. */
  price: number;
  /** Unknown for an order whose package is no longer on sale. */
  durationDays: number | null;
  detail: string | null;
  /** Subscribe, beside the price and the duration. */
  action?: ReactNode;
}

/** A package (SPEC.md §2): name, optional detail, price in Baht and duration. */
export function PackageCard({ name, price, durationDays, detail, action }: PackageCardProps) {
  const { t } = useTranslation(subscriptionNamespace);
  const [language] = useLanguage();
  const titleId = useId();
  return (
    <article className="subscription-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="subscription-card__name">
        {name}
      </h3>
      {detail && <p className="subscription-card__detail">{detail}</p>}
      <div className="subscription-card__buy">
        <span className="subscription-card__price">
          {t('package.price', { price: formatBaht(price, language) })}
        </span>
        {durationDays !== null && (
          <span className="subscription-card__duration">
            {t('package.duration', { count: durationDays })}
          </span>
        )}
        {action}
      </div>
    </article>
  );
}
