import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Outbox, type Audit, type Clock } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { BillingTellings } from '../notices/billing-tellings';
import { reminderLeadMs } from '../memberships/membership-term';
import {
  MembershipsRepository,
  type MembershipChange,
} from '../memberships/memberships.repository';

export interface ExpiryRun {
  expired: number;
  reminded: number;
  /** Members told (notification and e-mail) through the outbox. */
  queued: number;
}

const audit: Audit = { user: 'svc-billing', process: 'billing.expiry' };

/**
 * One pass of the expiry scheduler: memberships past their end become E, those ending within
 * three days are marked reminded, and their members are notified and e-mailed. Each step is one
 * atomic UPDATE … RETURNING, in one transaction with what it tells, so running it again, or on
 * two replicas at once, changes and tells each membership once, and a change is never stored
 * without its telling. A membership a renewal follows on from changes without a word.
 */
@Injectable()
export class ExpiryService {
  private readonly logger = new Logger(ExpiryService.name);
  private running: Promise<ExpiryRun> | null = null;

  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly outbox: Outbox,
    private readonly tellings: BillingTellings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Runs a pass, or joins the one already running in this process. */
  run(): Promise<ExpiryRun> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<ExpiryRun> {
    const now = this.clock.now();
    const expired = await this.told(
      (manager) => this.memberships.expireDue(manager, now, audit),
      'ended',
    );
    const reminded = await this.told(
      (manager) =>
        this.memberships.remindDue(manager, now, new Date(now.getTime() + reminderLeadMs), audit),
      'ending',
    );
    const queued = expired.told + reminded.told;
    if (expired.changes.length > 0 || reminded.changes.length > 0)
      this.logger.log({
        msg: 'memberships expired and reminded',
        expired: expired.changes.length,
        reminded: reminded.changes.length,
        queued,
      });
    return { expired: expired.changes.length, reminded: reminded.changes.length, queued };
  }

  /** The changes and what tells of them, in one transaction. */
  private told(
    change: (manager: EntityManager) => Promise<MembershipChange[]>,
    kind: 'ending' | 'ended',
  ): Promise<{ changes: MembershipChange[]; told: number }> {
    return this.outbox.transaction(async (manager) => {
      const changes = await change(manager);
      for (const changed of changes) await this.tellings.membershipChanged(manager, changed, kind);
      return { changes, told: changes.filter((changed) => changed.noticeId).length };
    });
  }
}
