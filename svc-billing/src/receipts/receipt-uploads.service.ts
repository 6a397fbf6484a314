import { Inject, Injectable } from '@nestjs/common';
import {
  type Caller,
  type ReceiptRecordInput,
  type ReceiptRecordResult,
  MessageCode,
} from '@dating/contracts';
import {
  CLOCK,
  notFound,
  Outbox,
  unauthenticated,
  type Audit,
  type Clock,
  ErasedMembers,
} from '@dating/server';
import { ReceiptUploadsRepository } from './receipt-uploads.repository';

/** What the gateway tells of the receipts it stores, kept for their attachment to an order. */
@Injectable()
export class ReceiptUploadsService {
  constructor(
    private readonly uploads: ReceiptUploadsRepository,
    private readonly erasedMembers: ErasedMembers,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A receipt is always a member's: the gateway records it on behalf of its uploader. */
  async record(
    uploader: Caller | null,
    record: ReceiptRecordInput,
    audit: Audit,
  ): Promise<ReceiptRecordResult> {
    if (!uploader) throw unauthenticated(MessageCode.missingToken);
    const recorded = await this.outbox.transaction(async (manager) => {
      if (await this.erasedMembers.hold(manager, uploader.userId)) return false;
      await this.uploads.record(manager, record, uploader.userId, audit, this.clock.now());
      return true;
    });
    // The gateway does not report the upload stored, and the sweep takes its file.
    if (!recorded) throw notFound(MessageCode.notFoundUser);
    return { status: 'OK' };
  }
}
