import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreationAudit } from '@dating/server';

/**
 * RECEIPT: a receipt attached to an order, kept for good (a rejected one too), so that its file,
 * its bytes and its bank slip reference are never taken by another attachment.
 */
@Entity({ name: 'receipt' })
export class ReceiptEntity extends CreationAudit {
  @PrimaryGeneratedColumn({ name: 'receipt_id' })
  receiptId!: number;

  @Column({ name: 'purchase_id', type: 'integer' })
  purchaseId!: number;

  @Column({ name: 'file_id', type: 'uuid' })
  fileId!: string;

  @Column({ type: 'text', nullable: true })
  sha256!: string | null;

  @Column({ name: 'slip_bank', type: 'text', nullable: true })
  slipBank!: string | null;

  @Column({ name: 'slip_reference', type: 'text', nullable: true })
  slipReference!: string | null;

  @Column({ name: 'attached_at', type: 'timestamptz' })
  attachedAt!: Date;

  /** An earlier receipt this one looks like (receipt-look.ts): shown to the admin. */
  @Column({ name: 'likely_reuse_of', type: 'integer', nullable: true })
  likelyReuseOf!: number | null;

  /** The same order's earlier receipt this one sends again (a new attempt after a rejection). */
  @Column({ name: 'reattach_of', type: 'integer', nullable: true })
  reattachOf!: number | null;
}
