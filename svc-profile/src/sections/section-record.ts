import { Column, PrimaryColumn } from 'typeorm';
import { ChangeAudit } from '@dating/server';

/** What the four profile sections share: the member, per-field privacy, visibility, audit. */
export abstract class SectionRecord extends ChangeAudit {
  /** svc-auth's user id. */
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  /** Fields the owner hid from other members. */
  @Column({ name: 'hidden_fields', type: 'text', array: true })
  hiddenFields!: string[];

  /** Y visible, N hidden: one state across the four sections. */
  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}

/** SectionRecord's columns: about the row, not part of what the member wrote. */
export const sectionRecordColumns: ReadonlySet<string> = new Set([
  'user_id',
  'hidden_fields',
  'active_flag',
  'create_user',
  'create_datetime',
  'create_process',
  'update_user',
  'update_datetime',
  'update_process',
]);
