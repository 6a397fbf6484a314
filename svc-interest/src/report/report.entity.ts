import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type ReportReason, type ReportResolution } from '@dating/contracts';

export type ReportStatus = 'open' | ReportResolution;

/** One member's report of another (member_report); closed by an admin or a deactivation. */
@Entity({ name: 'member_report' })
export class ReportEntity {
  /** bigint: TypeORM reads it as a string. */
  @PrimaryGeneratedColumn('identity', { name: 'id', type: 'bigint' })
  id!: string;

  @Column({ name: 'reporter_id', type: 'int' })
  reporterId!: number;

  @Column({ name: 'reported_id', type: 'int' })
  reportedId!: number;

  @Column({ name: 'reason', type: 'text' })
  reason!: ReportReason;

  @Column({ name: 'text', type: 'text', nullable: true })
  text!: string | null;

  @Column({ name: 'photo_slot', type: 'smallint', nullable: true })
  photoSlot!: number | null;

  /** The conversation the reporter attached (reporting from it). */
  @Column({ name: 'conversation_id', type: 'int', nullable: true })
  conversationId!: number | null;

  /**
   * The report holds back the reported member's photos waiting for review while it is open: the
   * reporter was established when they made it (reporter-standing.ts).
   */
  @Column({ name: 'hides', type: 'boolean' })
  hides!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false })
  createdAt!: Date;

  @Column({ name: 'status', type: 'text', insert: false })
  status!: ReportStatus;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  /** The admin who closed it; null while open, or when a deactivation closed it. */
  @Column({ name: 'resolved_by', type: 'int', nullable: true })
  resolvedBy!: number | null;

  @Column({ name: 'resolution_reason', type: 'text', nullable: true })
  resolutionReason!: string | null;

  /** The reporter's pseudonym once their account was deleted (issue 29). */
  @Column({ name: 'reporter_pseudonym', type: 'text', nullable: true, insert: false })
  reporterPseudonym!: string | null;

  /** The reported member's pseudonym once their account was deleted (issue 29). */
  @Column({ name: 'reported_pseudonym', type: 'text', nullable: true, insert: false })
  reportedPseudonym!: string | null;
}
