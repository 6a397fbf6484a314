import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreationAudit } from '@dating/server';

/** RECEIPT_UPLOAD: a stored receipt upload as the gateway recorded it, attached or not. */
@Entity({ name: 'receipt_upload' })
export class ReceiptUploadEntity extends CreationAudit {
  @PrimaryColumn({ name: 'file_id', type: 'uuid' })
  fileId!: string;

  /** The member the gateway uploaded it for: only they may attach it. */
  @Column({ name: 'uploader_id', type: 'integer' })
  uploaderId!: number;

  @Column({ type: 'text' })
  sha256!: string;

  @Column({ name: 'slip_bank', type: 'text', nullable: true })
  slipBank!: string | null;

  @Column({ name: 'slip_reference', type: 'text', nullable: true })
  slipReference!: string | null;

  @Column({ name: 'look_dhash', type: 'text', nullable: true })
  lookDhash!: string | null;
}
