import type { Activity } from '@dating/contracts';
import { matchingNamespace } from '../translations';
import { useTranslation } from '@dating/portal';

/** 'Active today' or 'Active this week' on a card: words with a mark, never colour alone. */
export function ActivityBadge({ active }: { active: NonNullable<Activity> }) {
  const { t } = useTranslation(matchingNamespace);
  return (
    <span className="matching-card__active">
      <span aria-hidden="true">●</span> {t(`cards.active.${active}`)}
    </span>
  );
}
