import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** RETENTION_RUN: one pass of a retention job, and what it erased per table or bucket. */
@Entity({ name: 'retention_run' })
export class RetentionRunEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Which job: e.g. `billing.retention`. */
  @Column({ type: 'text' })
  job!: string;

  @Column({ name: 'ran_at', type: 'timestamptz' })
  ranAt!: Date;

  @Column({ type: 'jsonb' })
  erased!: Record<string, number>;
}
