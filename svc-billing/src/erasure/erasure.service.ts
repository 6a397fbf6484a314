import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { memberErasedEvent, type EventPayload, type memberDeletedEvent } from '@dating/contracts';
import {
  Buckets,
  CLOCK,
  ObjectStorage,
  Outbox,
  type Audit,
  type Clock,
  ErasedMembers,
} from '@dating/server';
import { erasedObjectKeys, erasureReport } from './erasure-rules';
import { ErasureRepository } from './erasure.repository';

type MemberDeleted = EventPayload<typeof memberDeletedEvent>;

const audit: Audit = { user: 'svc-billing', process: 'billing.erasure' };

/**
 * A deleted member's billing data (issue 29): what the books need is kept under their
 * pseudonym until the retention job erases it; everything else goes now. One transaction under
 * the member's erasure lock does it all, the tombstone and the report (memberErasedEvent)
 * included, so the event handled twice, or by two replicas at once, erases once and reports
 * once. The receipts bucket's objects are removed inside it too: if that fails nothing is
 * committed and the event comes again; if the commit fails after it, the next try removes
 * nothing more and commits.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly erased: ErasedMembers,
    private readonly erasure: ErasureRepository,
    private readonly outbox: Outbox,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase({ user_id: userId, pseudonym }: MemberDeleted): Promise<void> {
    const report = await this.outbox.transaction(async (manager) => {
      if (await this.erased.lockForErasure(manager, userId)) return null;
      const at = this.clock.now();
      const names = await this.erasure.namesOf(manager, userId);
      const unpaidOrders = await this.erasure.eraseUnpaidOrders(manager, userId);
      const kept = await this.erasure.pseudonymise(
        manager,
        { userId, pseudonym, names },
        at,
        audit,
      );
      const uploads = await this.erasure.eraseUploads(manager, userId);
      const statuses = await this.erasure.eraseStatus(manager, userId);
      const outboxRows = await this.outbox.forgetMember(manager, userId);
      const keys = erasedObjectKeys(uploads);
      await this.storage.remove(Buckets.receipts, ...keys);
      await this.erased.tombstone(manager, userId, at);
      const { erased, pseudonymised } = erasureReport({
        unpaidOrders,
        orders: kept.orders,
        memberships: kept.memberships,
        receipts: kept.receipts,
        uploads: uploads.length,
        statuses,
        outboxRows,
        removedObjects: keys.length,
      });
      await this.outbox.event(manager, memberErasedEvent, {
        event_id: randomUUID(),
        user_id: userId,
        service: 'svc-billing',
        at: at.toISOString(),
        erased,
        pseudonymised,
      });
      return { erased, pseudonymised };
    });
    if (report) this.logger.log({ msg: 'deleted member erased', userId, ...report });
  }
}
