import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ChangeAudit } from '@dating/server';

/**
 * PACKAGE: what a membership costs (whole Baht) and how many days it lasts; its name and detail
 * in English (`name`, `detail`: also where a language has none), Thai and Norwegian.
 */
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

  @Column({ name: 'name_th', type: 'text', nullable: true })
  nameTh!: string | null;

  @Column({ name: 'name_no', type: 'text', nullable: true })
  nameNo!: string | null;

  @Column({ name: 'detail_th', type: 'text', nullable: true })
  detailTh!: string | null;

  @Column({ name: 'detail_no', type: 'text', nullable: true })
  detailNo!: string | null;

  @Column({ name: 'duration_days', type: 'integer' })
  durationDays!: number;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}
