import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type RefTable } from '@dating/contracts';
import { CreationAudit } from '@dating/server';

/** A member's answer in one choice list (USER_SYS_REF); multi-choice lists have several. */
@Entity({ name: 'user_sys_ref' })
export class UserSysRefEntity extends CreationAudit {
  @PrimaryGeneratedColumn({ name: 'id', type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'ref_table_code', type: 'text' })
  refTableCode!: RefTable;

  @Column({ name: 'ref_code', type: 'text' })
  refCode!: string;

  @Column({ name: 'ref_desc', type: 'text', nullable: true })
  refDesc!: string | null;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}
