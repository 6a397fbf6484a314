import type { ConversationOther } from '@dating/contracts';
import { PhotoPlaceholder } from '@dating/ui';

/**
 * A member's card-size photo beside their name (so it needs no text of its own); a neutral
 * silhouette for one who deleted their account.
 */
export function MemberPhoto({ member }: { member: ConversationOther }) {
  if ('deleted' in member) return <PhotoPlaceholder className="matching-messages__photo" />;
  return member.img ? (
    <img className="matching-messages__photo" src={member.img} alt="" width={56} height={56} />
  ) : (
    <PhotoPlaceholder className="matching-messages__photo" gender={member.gender} />
  );
}
