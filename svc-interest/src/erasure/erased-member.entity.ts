import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member svc-interest erased after svc-auth deleted their account (issue 29). */
@Entity({ name: 'erased_member' })
export class ErasedMemberEntity {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'erased_at', type: 'timestamptz' })
  erasedAt!: Date;
}
