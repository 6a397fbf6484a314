import '../activity/activity.css';
import type { Activity } from '@dating/contracts';
import { profileNamespace } from '../translations';
import { useTranslation } from '@dating/portal';

/** 'Active today' or 'Active this week' on a profile: words with a mark, never colour alone. */
export function ActivityLine({ active }: { active: NonNullable<Activity> }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <p className="activity-line">
      <span aria-hidden="true">●</span> {t(`view.active.${active}`)}
    </p>
  );
}
