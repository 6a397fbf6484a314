import { Inject, Injectable } from '@nestjs/common';
import { type ReceiptRecordInput, type SlipReference } from '@dating/contracts';
import { type Audit } from '@dating/server';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { ReceiptUploadEntity } from './receipt-upload.entity';

/** A receipt upload as the gateway recorded it. */
export interface ReceiptUpload {
  uploaderId: number;
  sha256: string;
  slip: SlipReference | null;
  lookDhash: string | null;
}

const uploadOf = (entity: ReceiptUploadEntity): ReceiptUpload => ({
  uploaderId: entity.uploaderId,
  sha256: entity.sha256,
  slip:
    entity.slipBank !== null && entity.slipReference !== null
      ? { bank: entity.slipBank, reference: entity.slipReference }
      : null,
  lookDhash: entity.lookDhash,
});

/** RECEIPT_UPLOAD rows. */
@Injectable()
export class ReceiptUploadsRepository {
  private readonly uploads: Repository<ReceiptUploadEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.uploads = dataSource.getRepository(ReceiptUploadEntity);
  }

  /** In the caller's transaction. */
  async record(
    manager: EntityManager,
    record: ReceiptRecordInput,
    uploaderId: number,
    audit: Audit,
    at: Date,
  ): Promise<void> {
    await manager.insert(ReceiptUploadEntity, {
      fileId: record.receipt_id,
      uploaderId,
      sha256: record.sha256,
      slipBank: record.slip?.bank ?? null,
      slipReference: record.slip?.reference ?? null,
      lookDhash: record.look?.dhash ?? null,
      createUser: audit.user,
      createDatetime: at,
      createProcess: audit.process,
    });
  }

  async find(fileId: string): Promise<ReceiptUpload | null> {
    const found = await this.uploads.findOneBy({ fileId });
    return found && uploadOf(found);
  }
}
