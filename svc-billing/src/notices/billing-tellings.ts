import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import {
  membershipEndedEvent,
  membershipEndingEvent,
  membershipEvent,
  purchaseApprovedEvent,
  purchaseRejectedEvent,
} from '@dating/contracts';
import { Outbox } from '@dating/server';
import { subscriptionMail, type MemberNotice } from '../mail/member-mail';
import { type MembershipChange } from '../memberships/memberships.repository';
import { packageView } from '../packages/package-view';
import { type Approval, type Decision } from '../review/review.repository';

/**
 * What svc-billing tells others of a decision or a membership's end, written in the change's own
 * transaction (one door out): the membership for the read models that show contact details, the
 * member's notification (svc-interest) and their e-mail, in the language they ordered in.
 */
@Injectable()
export class BillingTellings {
  constructor(private readonly outbox: Outbox) {}

  async approved(manager: EntityManager, purchaseId: number, approval: Approval): Promise<void> {
    const { userId, term } = approval;
    // A renewal follows on from the current membership, so this end is the member's latest.
    await this.outbox.event(manager, membershipEvent, {
      user_id: userId,
      active_until: term.end.toISOString(),
    });
    await this.outbox.event(manager, purchaseApprovedEvent, {
      event_id: randomUUID(),
      user_id: userId,
      purchase_id: purchaseId,
      package_id: approval.package.packageId,
      active_until: term.end.toISOString(),
    });
    await this.mail(manager, approval, {
      kind: 'approved',
      packageName: packageView(approval.package, approval.lang).name,
      start: term.start,
      end: term.end,
    });
  }

  async rejected(
    manager: EntityManager,
    purchaseId: number,
    rejection: Decision,
    reason: string,
  ): Promise<void> {
    await this.outbox.event(manager, purchaseRejectedEvent, {
      event_id: randomUUID(),
      user_id: rejection.userId,
      purchase_id: purchaseId,
      package_id: rejection.package.packageId,
      reason,
    });
    await this.mail(manager, rejection, {
      kind: 'rejected',
      packageName: packageView(rejection.package, rejection.lang).name,
      reason,
    });
  }

  /** A membership ending soon or ended, when no renewal follows on (else nothing ends for them). */
  async membershipChanged(
    manager: EntityManager,
    change: MembershipChange,
    kind: 'ending' | 'ended',
  ): Promise<void> {
    if (!change.noticeId) return;
    await this.outbox.event(
      manager,
      kind === 'ending' ? membershipEndingEvent : membershipEndedEvent,
      {
        event_id: change.noticeId,
        user_id: change.userId,
        member_id: change.memberId,
        package_id: change.packageId,
        member_end: change.memberEnd.toISOString(),
      },
    );
    await this.mail(manager, change, {
      kind: kind === 'ending' ? 'endsSoon' : 'expired',
      end: change.memberEnd,
    });
  }

  private mail(
    manager: EntityManager,
    member: { userId: number; lang: Approval['lang'] },
    notice: MemberNotice,
  ): Promise<void> {
    return this.outbox.mail(
      manager,
      subscriptionMail.letter(
        { userId: member.userId, kind: 'subscription', lang: member.lang },
        notice,
      ),
    );
  }
}
