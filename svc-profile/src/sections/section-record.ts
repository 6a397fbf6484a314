import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

/** What the four profile sections share: the member, per-field privacy, visibility, audit. */
export abstract class SectionRecord {
  /** svc-auth's user id. */
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  /** Fields the owner hid from other members. */
  @Column({ name: 'hidden_fields', type: 'text', array: true })
  hiddenFields!: string[];

  /** Y visible, N hidden: one state across the four sections. */
  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';

  @Column({ name: 'create_user', type: 'text' })
  createUser!: string;

  @CreateDateColumn({ name: 'create_datetime', type: 'timestamptz' })
  createDatetime!: Date;

  @Column({ name: 'create_process', type: 'text' })
  createProcess!: string;

  @Column({ name: 'update_user', type: 'text', nullable: true })
  updateUser!: string | null;

  @Column({ name: 'update_datetime', type: 'timestamptz', nullable: true })
  updateDatetime!: Date | null;

  @Column({ name: 'update_process', type: 'text', nullable: true })
  updateProcess!: string | null;
}
