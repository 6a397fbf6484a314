import { Column, CreateDateColumn } from 'typeorm';

/** SPEC.md's creation audit fields, set by the server from the verified caller. */
export abstract class CreationAudit {
  @Column({ name: 'create_user', type: 'text' })
  createUser!: string;

  @CreateDateColumn({ name: 'create_datetime', type: 'timestamptz' })
  createDatetime!: Date;

  @Column({ name: 'create_process', type: 'text' })
  createProcess!: string;
}

/** Creation and last-change audit fields. */
export abstract class ChangeAudit extends CreationAudit {
  @Column({ name: 'update_user', type: 'text', nullable: true })
  updateUser!: string | null;

  @Column({ name: 'update_datetime', type: 'timestamptz', nullable: true })
  updateDatetime!: Date | null;

  @Column({ name: 'update_process', type: 'text', nullable: true })
  updateProcess!: string | null;
}
