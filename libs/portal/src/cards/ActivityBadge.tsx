import type { Activity } from '@dating/contracts';
import { useTranslation } from '../i18n';

/** 'Active today' or 'Active this week' on a card: words with a mark, never colour alone. */
export function ActivityBadge({ active }: { active: NonNullable<Activity> }) {
  const { t } = useTranslation('common');
  return (
    <span className="portal-card__active">
      <span aria-hidden="true">●</span> {t(`cards.active.${active}`)}
    </span>
  );
}
