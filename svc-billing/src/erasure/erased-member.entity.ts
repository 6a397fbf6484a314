import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * ERASED_MEMBER: a member whose account was deleted and whose billing data was erased or
 * pseudonymised. Only the id and when: enough to erase once and to create nothing for them later.
 */
@Entity({ name: 'erased_member' })
export class ErasedMemberEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'erased_at', type: 'timestamptz' })
  erasedAt!: Date;
}
