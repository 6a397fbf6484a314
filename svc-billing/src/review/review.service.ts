import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  reviewPageSize,
  type ReviewDecisionResult,
  type ReviewListInput,
  type ReviewListResult,
  type Caller,
  MessageCode,
  said,
} from '@dating/contracts';
import { AdminAudit, CLOCK, notFound, Outbox, type Audit, type Clock } from '@dating/server';
import { BillingTellings } from '../notices/billing-tellings';
import { reviewView, type OrderUnderReview } from '../orders/order-view';
import { refusalOf } from '../orders/order-state';
import { OrdersRepository } from '../orders/orders.repository';
import { ReviewRepository } from './review.repository';

/** The admin's check of receipts: the list, approval (which starts a membership), rejection. */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger(ReviewService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly review: ReviewRepository,
    private readonly outbox: Outbox,
    private readonly adminAudit: AdminAudit,
    private readonly tellings: BillingTellings,
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
   * Once per order however often (and however many admins at once) it is asked. The membership,
   * the events that make svc-profile show contact details and notify the member, the e-mail and
   * the audit record are written in the approval's own transaction: all stand or none does.
   */
  async approve(purchaseId: number, admin: Caller, audit: Audit): Promise<ReviewDecisionResult> {
    const approval = await this.outbox.transaction(async (manager) => {
      const approved = await this.review.approve(manager, purchaseId, this.clock.now(), audit);
      if (!approved) return null;
      await this.tellings.approved(manager, purchaseId, approved);
      await this.adminAudit.record(manager, admin, {
        action: 'purchase.approve',
        targetUserId: approved.userId,
        object: `purchase:${purchaseId}`,
      });
      return approved;
    });
    if (!approval) throw refusalOf(await this.orders.stateOf(purchaseId), 'approve');
    this.logger.log({
      msg: 'order approved',
      purchaseId,
      admin: audit.user,
      memberId: approval.memberId,
      userId: approval.userId,
    });
    return {
      status: 'OK',
      ...said(MessageCode.orderApproved),
      order: reviewView(await this.decided(purchaseId)),
    };
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
      if (!rejected) return null;
      await this.tellings.rejected(manager, purchaseId, rejected, reason);
      await this.adminAudit.record(manager, admin, {
        action: 'purchase.reject',
        targetUserId: rejected.userId,
        object: `purchase:${purchaseId}`,
        reason,
      });
      return rejected;
    });
    if (!rejection) throw refusalOf(await this.orders.stateOf(purchaseId), 'reject');
    this.logger.log({ msg: 'order rejected', purchaseId, admin: audit.user });
    return {
      status: 'OK',
      ...said(MessageCode.orderRejected),
      order: reviewView(await this.decided(purchaseId)),
    };
  }

  private async decided(purchaseId: number): Promise<OrderUnderReview> {
    const order = await this.orders.findActive(purchaseId);
    if (!order) throw notFound(MessageCode.orderNotFound);
    return order;
  }
}
