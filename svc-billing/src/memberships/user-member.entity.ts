import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type MemberStatus } from '@dating/contracts';
import { ChangeAudit } from '@dating/server';

/** USER_MEMBER: the membership one approved order bought; N while it lasts, then E. */
@Entity({ name: 'user_member' })
export class UserMemberEntity extends ChangeAudit {
  @PrimaryGeneratedColumn({ name: 'member_id' })
  memberId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'purchase_id', type: 'integer' })
  purchaseId!: number;

  @Column({ name: 'package_id', type: 'integer' })
  packageId!: number;

  @Column({ name: 'member_status', type: 'char', length: 1 })
  memberStatus!: MemberStatus;

  @Column({ name: 'member_start', type: 'timestamptz' })
  memberStart!: Date;

  @Column({ name: 'member_end', type: 'timestamptz' })
  memberEnd!: Date;

  /** When the "ends in 3 days" reminder was sent (or found not needed). */
  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt!: Date | null;
}
