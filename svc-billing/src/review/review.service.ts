import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  billingMessages as M,
  membershipEvent,
  reviewPageSize,
  type ReviewDecisionResult,
  type ReviewListInput,
  type ReviewListResult,
  type Caller,
} from '@dating/contracts';
import {
  AdminAudit,
  CLOCK,
  EventPublisher,
  notFound,
  type Audit,
  type Clock,
} from '@dating/server';
import { MemberMailRepository, type MemberLetter } from '../mail/member-mail.repository';
import { MemberMailWorker } from '../mail/member-mail-worker';
import { BillingNotices } from '../notices/billing-notices';
import { reviewView, type OrderUnderReview } from '../orders/order-view';
import { packageView } from '../packages/package-view';
import { refusalOf } from '../orders/order-state';
import { OrdersRepository } from '../orders/orders.repository';
import { ReviewRepository, type Approval, type Decision } from './review.repository';

/** The admin's check of receipts: the list, approval (which starts a membership), rejection. */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger(ReviewService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly review: ReviewRepository,
    private readonly outbox: MemberMailRepository,
    private readonly mailWorker: MemberMailWorker,
    private readonly adminAudit: AdminAudit,
    private readonly events: EventPublisher,
    private readonly notices: BillingNotices,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(input: ReviewListInput): Promise<ReviewListResult> {
    const rows = await this.orders.page(
      input.status,
      (input.page - 1) * reviewPageSize,
      reviewPageSize,
    );
    return {
      status: 'OK',
      result: rows.slice(0, reviewPageSize).map(reviewView),
      page: input.page,
      has_more: rows.length > reviewPageSize,
    };
  }

  /**
   * Once per order however often (and however many admins at once) it is asked. svc-profile
   * hears of the membership after it is stored: an event that cannot be sent answers 503 and
   * leaves contact details withheld, never shown without a membership. The member's e-mail is
   * queued in the approval's transaction.
   */
  async approve(purchaseId: number, admin: Caller, audit: Audit): Promise<ReviewDecisionResult> {
    const approval = await this.outbox.transaction(async (manager) => {
      const approved = await this.review.approve(manager, purchaseId, this.clock.now(), audit);
      if (approved) await this.outbox.queue(manager, [approvedLetter(approved)]);
      return approved;
    });
    if (!approval) throw refusalOf(await this.orders.stateOf(purchaseId), 'approve');
    this.mailWorker.wake();
    // A renewal follows on from the current membership, so this end is the member's latest.
    await this.events.publish(
      membershipEvent,
      { user_id: approval.userId, active_until: approval.term.end.toISOString() },
      `membership-${approval.memberId}`,
    );
    const order = await this.decided(purchaseId);
    await this.notices.approved(order, approval.term.end);
    await this.adminAudit.record(admin, {
      action: 'purchase.approve',
      targetUserId: order.userId,
      object: `purchase:${purchaseId}`,
    });
    this.logger.log(
      `Order ${purchaseId} approved by ${audit.user}: membership ${approval.memberId} for user ${approval.userId}`,
    );
    return { status: 'OK', message: M.orderApproved, order: reviewView(order) };
  }

  async reject(
    purchaseId: number,
    reason: string,
    admin: Caller,
    audit: Audit,
  ): Promise<ReviewDecisionResult> {
    const rejection = await this.outbox.transaction(async (manager) => {
      const rejected = await this.review.reject(
        manager,
        purchaseId,
        reason,
        this.clock.now(),
        audit,
      );
      if (rejected) await this.outbox.queue(manager, [rejectedLetter(rejected, reason)]);
      return rejected;
    });
    if (!rejection) throw refusalOf(await this.orders.stateOf(purchaseId), 'reject');
    this.mailWorker.wake();
    const order = await this.decided(purchaseId);
    await this.notices.rejected(order, reason);
    await this.adminAudit.record(admin, {
      action: 'purchase.reject',
      targetUserId: order.userId,
      object: `purchase:${purchaseId}`,
      reason,
    });
    this.logger.log(`Order ${purchaseId} rejected by ${audit.user}`);
    return { status: 'OK', message: M.orderRejected, order: reviewView(order) };
  }

  private async decided(purchaseId: number): Promise<OrderUnderReview> {
    const order = await this.orders.findActive(purchaseId);
    if (!order) throw notFound(M.orderNotFound);
    return order;
  }
}

function approvedLetter(approval: Approval): MemberLetter {
  return {
    userId: approval.userId,
    lang: approval.lang,
    notice: {
      kind: 'approved',
      packageName: packageView(approval.package, approval.lang).name,
      start: approval.term.start,
      end: approval.term.end,
    },
  };
}

function rejectedLetter(rejection: Decision, reason: string): MemberLetter {
  return {
    userId: rejection.userId,
    lang: rejection.lang,
    notice: {
      kind: 'rejected',
      packageName: packageView(rejection.package, rejection.lang).name,
      reason,
    },
  };
}
