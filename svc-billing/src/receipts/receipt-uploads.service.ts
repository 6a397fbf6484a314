import { Inject, Injectable } from '@nestjs/common';
import {
  type Caller,
  type ReceiptRecordInput,
  type ReceiptRecordResult,
  MessageCode,
} from '@dating/contracts';
import { CLOCK, unauthenticated, type Audit, type Clock } from '@dating/server';
import { ReceiptUploadsRepository } from './receipt-uploads.repository';

/** What the gateway tells of the receipts it stores, kept for their attachment to an order. */
@Injectable()
export class ReceiptUploadsService {
  constructor(
    private readonly uploads: ReceiptUploadsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A receipt is always a member's: the gateway records it on behalf of its uploader. */
  async record(
    uploader: Caller | null,
    record: ReceiptRecordInput,
    audit: Audit,
  ): Promise<ReceiptRecordResult> {
    if (!uploader) throw unauthenticated(MessageCode.missingToken);
    await this.uploads.record(record, uploader.userId, audit, this.clock.now());
    return { status: 'OK' };
  }
}
