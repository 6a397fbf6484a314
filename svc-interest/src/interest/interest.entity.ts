import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ChangeAudit } from '@dating/server';

/** One direction of interest: `userId` is interested in `userInterestId` while active. */
@Entity({ name: 'interest' })
export class InterestEntity extends ChangeAudit {
  /** bigint: TypeORM reads it as a string. */
  @PrimaryGeneratedColumn('identity', { name: 'interest_id', type: 'bigint' })
  interestId!: string;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'user_interest_id', type: 'int' })
  userInterestId!: number;

  @Column({ name: 'interest_date', type: 'timestamptz' })
  interestDate!: Date;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}
