import { profileCalls, type CategoryCard, type CategoryResult } from '@dating/contracts';
import { LoadFailed, useCall, type RemoteComponents, useTranslation } from '@dating/portal';
import { MemberCardGrid } from '../cards/MemberCardGrid';
import { matchingNamespace } from '../translations';

/** SPEC.md §9: the home page shows at most 8 member cards. */
export const homeCardLimit = 8;

/** The newest members: get-category with an empty body answers them as a list of cards. */
function newestMembers(answer: CategoryResult): CategoryCard[] {
  return (Array.isArray(answer) ? answer : answer.result).slice(0, homeCardLimit);
}

/**
 * The home page's grid of up to 8 member cards (SPEC.md §1, §2 Cards), mounted by the shell in
 * its 'New Members' section; or why they could not be loaded, and Retry.
 */
export function HomeMembers({ label }: RemoteComponents['matching/HomeMembers']) {
  const { t } = useTranslation(matchingNamespace);
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
