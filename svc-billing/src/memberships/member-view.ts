import { type UserMemberView } from '@dating/contracts';
import { type UserMemberEntity } from './user-member.entity';

export function memberView(entity: UserMemberEntity): UserMemberView {
  return {
    member_id: entity.memberId,
    purchase_id: entity.purchaseId,
    package_id: entity.packageId,
    member_status: entity.memberStatus,
    member_start: entity.memberStart.toISOString(),
    member_end: entity.memberEnd.toISOString(),
    create_datetime: entity.createDatetime.toISOString(),
  };
}
