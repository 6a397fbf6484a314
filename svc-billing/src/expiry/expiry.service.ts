import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Audit, type Clock } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { MemberMailRepository, type MemberLetter } from '../mail/member-mail.repository';
import { MemberMailWorker } from '../mail/member-mail-worker';
import { BillingNotices } from '../notices/billing-notices';
import { reminderLeadMs } from '../memberships/membership-term';
import {
  MembershipsRepository,
  type MembershipChange,
} from '../memberships/memberships.repository';

export interface ExpiryRun {
  expired: number;
  reminded: number;
  /** E-mails queued in the outbox: the mail worker sends them. */
  queued: number;
}

const audit: Audit = { user: 'svc-billing', process: 'billing.expiry' };

/**
 * One pass of the expiry scheduler: memberships past their end become E, those ending within
 * three days are marked reminded, and their members are notified and e-mailed. Each step is one
 * atomic UPDATE … RETURNING, in one transaction with the e-mails it queues, so running it again,
 * or on two replicas at once, changes and tells each membership once, and a change is never
 * stored without its e-mail. A membership a renewal follows on from changes without a word.
 */
@Injectable()
export class ExpiryService {
  private readonly logger = new Logger(ExpiryService.name);
  private running: Promise<ExpiryRun> | null = null;

  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly outbox: MemberMailRepository,
    private readonly mailWorker: MemberMailWorker,
    private readonly notices: BillingNotices,
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
    const expired = await this.withLetters(
      (manager) => this.memberships.expireDue(manager, now, audit),
      (change) => ({ kind: 'expired', end: change.memberEnd }),
    );
    const reminded = await this.withLetters(
      (manager) =>
        this.memberships.remindDue(manager, now, new Date(now.getTime() + reminderLeadMs), audit),
      (change) => ({ kind: 'endsSoon', end: change.memberEnd }),
    );
    const queued = expired.queued + reminded.queued;
    if (queued > 0) this.mailWorker.wake();
    await this.notices.tellMemberships();
    if (expired.changes.length > 0 || reminded.changes.length > 0)
      this.logger.log({
        msg: 'memberships expired and reminded',
        expired: expired.changes.length,
        reminded: reminded.changes.length,
        queued,
      });
    return { expired: expired.changes.length, reminded: reminded.changes.length, queued };
  }

  /** The changes and the e-mails telling of them, in one transaction. */
  private withLetters(
    change: (manager: EntityManager) => Promise<MembershipChange[]>,
    notice: (change: MembershipChange) => MemberLetter['notice'],
  ): Promise<{ changes: MembershipChange[]; queued: number }> {
    return this.outbox.transaction(async (manager) => {
      const changes = await change(manager);
      const letters = lettersOf(changes, notice);
      await this.outbox.queue(manager, letters);
      return { changes, queued: letters.length };
    });
  }
}

function lettersOf(
  changes: MembershipChange[],
  notice: (change: MembershipChange) => MemberLetter['notice'],
): MemberLetter[] {
  return changes
    .filter((change) => !change.renewed)
    .map((change) => ({ userId: change.userId, lang: change.lang, notice: notice(change) }));
}
