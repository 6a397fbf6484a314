import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Audit, type Clock } from '@dating/server';
import { MemberMailer, type MemberLetter } from '../mail/member-mailer';
import { BillingNotices } from '../notices/billing-notices';
import { reminderLeadMs } from '../memberships/membership-term';
import {
  MembershipsRepository,
  type MembershipChange,
} from '../memberships/memberships.repository';

export interface ExpiryRun {
  expired: number;
  reminded: number;
  mailed: number;
}

const audit: Audit = { user: 'svc-billing', process: 'billing.expiry' };

/**
 * One pass of the expiry scheduler: memberships past their end become E, those ending within
 * three days are marked reminded, and their members are notified and e-mailed. Each step is one
 * atomic UPDATE … RETURNING, so running it again, or on two replicas at once, changes and tells
 * each membership once. A membership a renewal follows on from changes without a word.
 */
@Injectable()
export class ExpiryService {
  private readonly logger = new Logger(ExpiryService.name);
  private running: Promise<ExpiryRun> | null = null;

  constructor(
    private readonly memberships: MembershipsRepository,
    private readonly mailer: MemberMailer,
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
    const expired = await this.memberships.expireDue(now, audit);
    const reminded = await this.memberships.remindDue(
      now,
      new Date(now.getTime() + reminderLeadMs),
      audit,
    );
    await this.notices.tellMemberships();
    const letters = [
      ...lettersOf(expired, (change) => ({ kind: 'expired', end: change.memberEnd })),
      ...lettersOf(reminded, (change) => ({ kind: 'endsSoon', end: change.memberEnd })),
    ];
    const mailed = await this.mailer.send(letters);
    if (expired.length > 0 || reminded.length > 0)
      this.logger.log(
        `Expired ${expired.length} membership(s), reminded ${reminded.length}, e-mailed ${mailed}`,
      );
    return { expired: expired.length, reminded: reminded.length, mailed };
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
