import type { ConversationOther } from '@dating/contracts';
import { useTranslation } from '@dating/portal';
import { matchingNamespace } from '../translations';

/** The other member's name as a conversation shows it: "Deleted member" once their account is gone. */
export function useOtherName(): (other: ConversationOther) => string {
  const { t } = useTranslation(matchingNamespace);
  return (other) => ('deleted' in other ? t('messages.deletedMember') : other.name);
}
