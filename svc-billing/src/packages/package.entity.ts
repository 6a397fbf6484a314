import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ChangeAudit } from '@dating/server';

/** PACKAGE: what a membership costs (whole Baht) and how many days it lasts. */
@Entity({ name: 'package' })
export class PackageEntity extends ChangeAudit {
  @PrimaryGeneratedColumn({ name: 'package_id' })
  packageId!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'integer' })
  price!: number;

  @Column({ type: 'text', nullable: true })
  detail!: string | null;

  @Column({ name: 'duration_days', type: 'integer' })
  durationDays!: number;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}
