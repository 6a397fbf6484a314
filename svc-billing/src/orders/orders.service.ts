import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  imageObjectKey,
  lookObjectKey,
  receiptLookLimits,
  type BillingMessageResult,
  type Caller,
  type CreateOrderInput,
  type CreateOrderResult,
  type Language,
  type OrdersListResult,
  type PaymentResult,
  type ReceiptLook,
  MessageCode,
  said,
} from '@dating/contracts';
import {
  type Audit,
  badRequest,
  Buckets,
  type Clock,
  CLOCK,
  conflict,
  errorMessage,
  forbidden,
  MemberStatuses,
  notFound,
  ObjectStorage,
  Outbox,
  UploadSweeper,
  ErasedMembers,
} from '@dating/server';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MembershipsRepository } from '../memberships/memberships.repository';
import { PackagesRepository } from '../packages/packages.repository';
import { promptPayPayload } from '../payment/promptpay';
import { ReceiptUploadsRepository } from '../receipts/receipt-uploads.repository';
import { orderView } from './order-view';
import { assertAllowed, refusalOf } from './order-state';
import { OrdersRepository } from './orders.repository';

/** The member's account was deleted: nothing is ordered for them. */
const erased = Symbol('erased');

/**
 * A member's purchases: ordering a package, paying it by PromptPay with a receipt, removing an
 * order that is not approved, and the purchase history. Only the member's own orders are
 * found; another member's order is "not found", never "forbidden".
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly packages: PackagesRepository,
    private readonly memberships: MembershipsRepository,
    private readonly uploads: ReceiptUploadsRepository,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(UploadSweeper) private readonly sweeper: UploadSweeper,
    private readonly memberStatuses: MemberStatuses,
    private readonly erasedMembers: ErasedMembers,
    private readonly outbox: Outbox,
  ) {}

  async create(
    caller: Caller,
    input: CreateOrderInput,
    lang: Language,
    audit: Audit,
  ): Promise<CreateOrderResult> {
    if (await this.memberStatuses.isDeactivated(caller.userId))
      throw forbidden(MessageCode.accountDeactivated);
    const chosen = await this.packages.findById(input.package_id);
    if (!chosen || chosen.activeFlag !== 'Y') throw notFound(MessageCode.packageNotFound);
    if (input.purchase_amt !== undefined && input.purchase_amt !== chosen.price)
      throw badRequest(MessageCode.amountMismatch);
    if (await this.orders.hasOpen(caller.userId)) throw conflict(MessageCode.orderOpen);
    if (await this.memberships.isActive(caller.userId))
      throw conflict(MessageCode.membershipActive);
    const id = await this.outbox.transaction(async (manager) => {
      if (await this.erasedMembers.hold(manager, caller.userId)) return erased;
      return this.orders.create(
        manager,
        {
          userId: caller.userId,
          username: caller.username,
          packageId: chosen.packageId,
          amount: chosen.price,
          durationDays: chosen.durationDays,
          lang,
          at: this.clock.now(),
        },
        audit,
      );
    });
    if (id === erased) throw notFound(MessageCode.notFoundUser);
    if (id === null) throw conflict(MessageCode.orderOpen);
    this.logger.log({
      msg: 'order placed',
      purchaseId: id,
      userId: caller.userId,
      packageId: chosen.packageId,
    });
    return { status: 'OK', ...said(MessageCode.orderCreated), id };
  }

  /**
   * update-purchase-order: the receipt the member uploaded (the gateway recorded its uploader,
   * hash, slip reference and look) goes on their WP or rejected order, which waits for an
   * admin. Type and size come from storage, the date from our clock. An upload the sweep may
   * soon take (UploadSweeper.tooOldToBind) is refused.
   */
  async attachReceipt(
    caller: Caller,
    purchaseId: number,
    file: string,
    audit: Audit,
  ): Promise<BillingMessageResult> {
    const order = await this.orders.findOwn(purchaseId, caller.userId);
    if (!order) throw notFound(MessageCode.orderNotFound);
    assertAllowed(order.purchaseStatus, 'attachReceipt');
    const upload = await this.uploads.find(file);
    if (!upload) throw badRequest(MessageCode.receiptRequired);
    if (upload.uploaderId !== caller.userId) throw forbidden(MessageCode.receiptNotYours);
    const stored = await this.storage.stat(Buckets.receipts, imageObjectKey(file, 'full'));
    if (!stored) throw badRequest(MessageCode.receiptRequired);
    if (this.sweeper.tooOldToBind(stored.lastModified))
      throw badRequest(MessageCode.receiptExpired);
    const outcome = await this.orders.attachReceipt(
      {
        purchaseId,
        userId: caller.userId,
        file,
        contentType: stored.contentType,
        size: stored.size,
        evidence: {
          sha256: upload.sha256,
          slip: upload.slip,
          look: upload.lookDhash === null ? null : await this.lookOf(file, upload.lookDhash),
        },
        at: this.clock.now(),
      },
      audit,
    );
    if (outcome === 'already-used') throw conflict(MessageCode.receiptAlreadyUsed);
    if (outcome === 'not-payable')
      throw refusalOf(await this.orders.stateOf(purchaseId), 'attachReceipt');
    this.logger.log({ msg: 'receipt attached', purchaseId, userId: caller.userId });
    return { status: 'OK', ...said(MessageCode.receiptSaved) };
  }

  /** The receipt's look: its recorded dHash and the thumbnail beside it; unreadable, none. */
  private async lookOf(file: string, dhash: string): Promise<ReceiptLook | null> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.storage.get(Buckets.receipts, lookObjectKey(file)))
        chunks.push(chunk as Buffer);
      const thumbnail = Buffer.concat(chunks);
      if (thumbnail.length !== receiptLookLimits.thumbnailSide ** 2) return null;
      return { dhash, thumbnail: new Uint8Array(thumbnail) };
    } catch (error) {
      this.logger.warn({ msg: 'no look for a receipt', file, error: errorMessage(error) });
      return null;
    }
  }

  /** delete-by-package-id: the order stays stored, removed, as evidence of what was paid. */
  async remove(userId: number, packageId: number, audit: Audit): Promise<BillingMessageResult> {
    if (!(await this.orders.remove(userId, packageId, audit, this.clock.now())))
      throw refusalOf(await this.orders.stateOfPackageOrder(userId, packageId), 'remove');
    return { status: 'OK', ...said(MessageCode.orderRemoved) };
  }

  async listOwn(userId: number, lang: Language): Promise<OrdersListResult> {
    const orders = await this.orders.listOwn(userId);
    return { status: 'OK', result: orders.map((order) => orderView(order, lang)) };
  }

  /**
   * How to pay an order that takes a receipt: the PromptPay account and a QR payload carrying
   * the order's amount.
   */
  async payment(caller: Caller, purchaseId: number): Promise<PaymentResult> {
    const order = await this.orders.findOwn(purchaseId, caller.userId);
    if (!order) throw notFound(MessageCode.orderNotFound);
    assertAllowed(order.purchaseStatus, 'attachReceipt');
    return {
      status: 'OK',
      payment: {
        purchase_id: order.purchaseId,
        amount: order.purchaseAmt,
        promptpay_id: this.config.PROMPTPAY_ID,
        account_name: this.config.PROMPTPAY_NAME,
        qr_payload: promptPayPayload(this.config.PROMPTPAY_ID, order.purchaseAmt),
      },
    };
  }
}
