import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type Language, type PurchaseStatus } from '@dating/contracts';
import { ChangeAudit } from '@dating/server';
import { PackageEntity } from '../packages/package.entity';

/**
 * PURCHASE_ORDER (SPEC.md §3), plus what the review needs: who ordered, the membership's length
 * as the package had it when ordered, the reason of a rejection, and the member's language for
 * e-mails. The receipts themselves (hash, slip reference) are in RECEIPT.
 */
@Entity({ name: 'purchase_order' })
export class PurchaseOrderEntity extends ChangeAudit {
  @PrimaryGeneratedColumn({ name: 'purchase_id' })
  purchaseId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'package_id', type: 'integer' })
  packageId!: number;

  @ManyToOne(() => PackageEntity)
  @JoinColumn({ name: 'package_id' })
  package?: PackageEntity;

  @Column({ name: 'purchase_amt', type: 'integer' })
  purchaseAmt!: number;

  /** The package's days at order time: what the member pays for, whatever changes later. */
  @Column({ name: 'duration_days', type: 'integer' })
  durationDays!: number;

  @Column({ name: 'purchase_date', type: 'timestamptz' })
  purchaseDate!: Date;

  @Column({ name: 'purchase_status', type: 'char', length: 2 })
  purchaseStatus!: PurchaseStatus;

  @Column({ name: 'purchase_approve_date', type: 'timestamptz', nullable: true })
  purchaseApproveDate!: Date | null;

  /** When the receipt was attached. */
  @Column({ name: 'purchase_receipt', type: 'timestamptz', nullable: true })
  purchaseReceipt!: Date | null;

  @Column({ name: 'purchase_img_file', type: 'uuid', nullable: true })
  purchaseImgFile!: string | null;

  @Column({ name: 'purchase_img_type', type: 'text', nullable: true })
  purchaseImgType!: string | null;

  @Column({ name: 'purchase_img_size', type: 'integer', nullable: true })
  purchaseImgSize!: number | null;

  @Column({ name: 'reject_reason', type: 'text', nullable: true })
  rejectReason!: string | null;

  @Column({ type: 'char', length: 2 })
  lang!: Language;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';

  /** Set once its member's account was deleted: the order is kept under it (erasure/). */
  @Column({ type: 'text', nullable: true })
  pseudonym!: string | null;
}
