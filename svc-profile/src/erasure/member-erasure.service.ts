import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { memberErasedEvent } from '@dating/contracts';
import {
  Buckets,
  CLOCK,
  lockForErasure,
  ObjectStorage,
  Outbox,
  recordErasure,
  type Clock,
} from '@dating/server';
import { objectKeysOf } from './erasure-rules';
import { MemberErasureRepository } from './member-erasure.repository';

/**
 * Erases everything svc-profile holds of a deleted member (issue 29) and tells svc-auth what,
 * once: the tombstone, the erasure and its report commit together, under the member's erasure
 * lock, so a redelivered event or another replica finds the tombstone and does nothing.
 */
@Injectable()
export class MemberErasureService {
  private readonly logger = new Logger(MemberErasureService.name);

  constructor(
    private readonly erasure: MemberErasureRepository,
    private readonly outbox: Outbox,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The member's objects go before the transaction commits the rows that bind them: a crash in
   * between leaves rows the redelivered event finds again, never rows without their objects.
   */
  async erase(userId: number): Promise<void> {
    const erased = await this.outbox.transaction(async (manager) => {
      if (await lockForErasure(manager, userId)) return null;
      const keys = objectKeysOf(await this.erasure.storedFiles(manager, userId));
      await this.removeObjects(keys);
      const counts = await this.erasure.eraseRows(manager, userId);
      counts['outbox'] = await this.outbox.forgetMember(manager, userId);
      counts[Buckets.photos] = keys.length;
      const at = this.clock.now();
      await recordErasure(manager, userId, at);
      await this.outbox.event(manager, memberErasedEvent, {
        event_id: randomUUID(),
        user_id: userId,
        service: 'svc-profile',
        at: at.toISOString(),
        erased: counts,
        pseudonymised: {},
      });
      return counts;
    });
    if (erased) this.logger.log({ msg: 'member erased', userId, erased });
  }

  /**
   * The store answers a key it failed to delete without an error, so each is looked up again:
   * one still there fails the erasure, and the event comes again.
   */
  private async removeObjects(keys: string[]): Promise<void> {
    await this.storage.remove(Buckets.photos, ...keys);
    const left = await Promise.all(keys.map((key) => this.storage.stat(Buckets.photos, key)));
    const kept = left.filter((object) => object !== null).length;
    if (kept > 0) throw new Error(`${kept} of the member's stored objects could not be deleted`);
  }
}
