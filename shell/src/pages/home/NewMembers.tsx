import { profileCalls, type CategoryCard, type CategoryResult } from '@dating/contracts';
import { LoadFailed, MemberCardGrid, useCall, useTranslation } from '@dating/portal';

/** SPEC.md §9: the home page shows at most 8 member cards; their places are kept while they load. */
const homeCardLimit = 8;

/** The newest members: get-category with an empty body answers them as a list of cards. */
function newestMembers(answer: CategoryResult): CategoryCard[] {
  return (Array.isArray(answer) ? answer : answer.result).slice(0, homeCardLimit);
}

/**
 * The home page's grid of up to 8 member cards (SPEC.md §1, §2 Cards), in its 'New Members'
 * section; or why they could not be loaded, and Retry. Rendered by the shell itself, so the
 * first load of `/` needs no remote.
 */
export function NewMembers({ label }: { label: string }) {
  const { t } = useTranslation('shell');
  const { data, error, reload } = useCall(profileCalls.cardsGet, {});
  if (error) {
    return (
      <LoadFailed
        message={t('home.membersFailed', { message: error.message })}
        onRetry={reload}
        announce
      />
    );
  }
  return (
    <MemberCardGrid
      label={label}
      cards={data ? newestMembers(data) : null}
      placeholders={homeCardLimit}
    />
  );
}
