import { Inject, Injectable } from '@nestjs/common';
import {
  dhashBands,
  looksAlike,
  PurchaseStatus,
  type Language,
  type ReceiptLook,
  type SlipReference,
} from '@dating/contracts';
import { type Audit } from '@dating/server';
import {
  DataSource,
  In,
  IsNull,
  Not,
  type EntityManager,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import { violatedUniqueIndex } from '../database-errors';
import { type OrderUnderReview, type OrderWithPackage } from './order-view';
import { fromStatesOf, openStates, Removed, toStateOf, type OrderState } from './order-state';
import { PurchaseOrderEntity } from './purchase-order.entity';
import { ReceiptEntity } from './receipt.entity';
import { receiptAttempt, type ReceiptHolder } from './receipt-reuse';

export interface NewOrder {
  userId: number;
  username: string;
  packageId: number;
  amount: number;
  durationDays: number;
  lang: Language;
  at: Date;
}

/**
 * What identifies a receipt across orders: its bytes' hash and its bank slip reference; and
 * what it looks like (to flag, not refuse, a look-alike).
 */
export interface ReceiptEvidence {
  sha256: string;
  slip: SlipReference | null;
  look: ReceiptLook | null;
}

export interface AttachedReceipt {
  purchaseId: number;
  userId: number;
  file: string;
  contentType: string;
  size: number;
  evidence: ReceiptEvidence;
  at: Date;
}

export type AttachOutcome = 'attached' | 'already-used' | 'not-payable';

/** RECEIPT's unique keys: a receipt's file, bytes or slip reference attached before. */
const receiptKeys = ['receipt_file_key', 'receipt_sha256_key', 'receipt_slip_reference_key'];

/** Another order holds the receipt: the attachment's transaction is rolled back. */
class ReceiptTaken extends Error {}

/** PURCHASE_ORDER rows. Removed orders stay (active_flag N): they are evidence of payments. */
@Injectable()
export class OrdersRepository {
  private readonly orders: Repository<PurchaseOrderEntity>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.orders = dataSource.getRepository(PurchaseOrderEntity);
  }

  private withPackage(): SelectQueryBuilder<PurchaseOrderEntity> {
    return this.orders
      .createQueryBuilder('o')
      .innerJoinAndSelect('o.package', 'p')
      .where("o.active_flag = 'Y'");
  }

  /** Orders with their current receipt (the one whose file the order shows) and its look-alike. */
  private underReview(): SelectQueryBuilder<PurchaseOrderEntity> {
    return this.withPackage()
      .leftJoinAndMapOne(
        'o.receipt',
        ReceiptEntity,
        'r',
        'r.file_id = o.purchase_img_file AND r.purchase_id = o.purchase_id',
      )
      .leftJoinAndMapOne('r.earlier', ReceiptEntity, 'e', 'e.receipt_id = r.likely_reuse_of');
  }

  hasOpen(userId: number): Promise<boolean> {
    return this.orders.existsBy({
      userId,
      activeFlag: 'Y',
      purchaseStatus: In(openStates),
    });
  }

  /**
   * A new WP order, in the caller's transaction; null when the member has an open order
   * already: purchase_order_open_key (whose predicate the conflict names) also stops two at once.
   */
  async create(manager: EntityManager, order: NewOrder, audit: Audit): Promise<number | null> {
    const [created] = await manager.query<{ purchase_id: number }[]>(
      `INSERT INTO purchase_order (user_id, username, package_id, purchase_amt, duration_days,
                                   purchase_date, purchase_status, lang, active_flag,
                                   create_user, create_process)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Y', $9, $10)
       ON CONFLICT (user_id) WHERE active_flag = 'Y' AND purchase_status IN ('WP', 'WA', 'RJ')
       DO NOTHING
       RETURNING purchase_id`,
      [
        order.userId,
        order.username,
        order.packageId,
        order.amount,
        order.durationDays,
        order.at,
        PurchaseStatus.WaitingPayment,
        order.lang,
        audit.user,
        audit.process,
      ],
    );
    return created?.purchase_id ?? null;
  }

  /** One of the member's own orders that was not removed. */
  async findOwn(purchaseId: number, userId: number): Promise<OrderWithPackage | null> {
    const order = await this.withPackage()
      .andWhere('o.purchase_id = :purchaseId AND o.user_id = :userId', { purchaseId, userId })
      .getOne();
    return order as OrderWithPackage | null;
  }

  /** Any order that was not removed, for the admin. */
  async findActive(purchaseId: number): Promise<OrderUnderReview | null> {
    const order = await this.underReview()
      .andWhere('o.purchase_id = :purchaseId', { purchaseId })
      .getOne();
    return order as OrderUnderReview | null;
  }

  /** The member's orders, purchase date ascending. */
  async listOwn(userId: number): Promise<OrderWithPackage[]> {
    const orders = await this.withPackage()
      .andWhere('o.user_id = :userId', { userId })
      .orderBy('o.purchase_date', 'ASC')
      .addOrderBy('o.purchase_id', 'ASC')
      .getMany();
    return orders as OrderWithPackage[];
  }

  /** Orders in one status, oldest first; one more than `limit` tells whether more follow. */
  async page(status: PurchaseStatus, offset: number, limit: number): Promise<OrderUnderReview[]> {
    const orders = await this.underReview()
      .andWhere('o.purchase_status = :status', { status })
      .orderBy('o.purchase_date', 'ASC')
      .addOrderBy('o.purchase_id', 'ASC')
      .offset(offset)
      .limit(limit + 1)
      .getMany();
    return orders as OrderUnderReview[];
  }

  /**
   * Attaches a receipt to the member's WP or RJ order, which becomes WA, and keeps it in RECEIPT
   * for good. A receipt attached before to another order (rejected or removed ones too) is
   * refused, by RECEIPT's unique keys too when two orders race for it; one this order had
   * before (resent after a rejection) is a new attempt for it (receipt-reuse.ts).
   */
  async attachReceipt(receipt: AttachedReceipt, audit: Audit): Promise<AttachOutcome> {
    const { sha256, slip } = receipt.evidence;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [rows] = (await manager.query(
          `UPDATE purchase_order
              SET purchase_status = $9, purchase_receipt = $3, purchase_img_file = $4,
                  purchase_img_type = $5, purchase_img_size = $6, reject_reason = NULL,
                  update_user = $7, update_datetime = $3, update_process = $8
            WHERE purchase_id = $1 AND user_id = $2 AND active_flag = 'Y'
              AND purchase_status = ANY($10::bpchar[])
            RETURNING purchase_id`,
          [
            receipt.purchaseId,
            receipt.userId,
            receipt.at,
            receipt.file,
            receipt.contentType,
            receipt.size,
            audit.user,
            audit.process,
            toStateOf('attachReceipt'),
            fromStatesOf('attachReceipt'),
          ],
        )) as [unknown[], number];
        if (rows.length === 0) return 'not-payable';
        const attempt = receiptAttempt(
          await this.holders(manager, receipt.file, receipt.evidence),
          receipt.purchaseId,
          receipt.file,
        );
        if (attempt.kind === 'another-order') throw new ReceiptTaken();
        if (attempt.kind === 'same-file') return 'attached';
        const { look } = receipt.evidence;
        const [inserted] = (await manager.query(
          `INSERT INTO receipt (purchase_id, file_id, sha256, slip_bank, slip_reference,
                               attached_at, create_user, create_datetime, create_process,
                               look_dhash, look_bands, look_thumbnail, reattach_of)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8, $9, $10, $11, $12)
           RETURNING receipt_id`,
          [
            receipt.purchaseId,
            receipt.file,
            sha256,
            slip?.bank ?? null,
            slip?.reference ?? null,
            receipt.at,
            audit.user,
            audit.process,
            look?.dhash ?? null,
            look ? dhashBands(look.dhash) : null,
            look ? Buffer.from(look.thumbnail) : null,
            attempt.kind === 'reattach' ? attempt.reattachOf : null,
          ],
        )) as { receipt_id: number }[];
        if (look && inserted)
          await this.flagLookAlike(manager, inserted.receipt_id, receipt.purchaseId, look);
        return 'attached';
      });
    } catch (error) {
      if (error instanceof ReceiptTaken) return 'already-used';
      if (receiptKeys.includes(violatedUniqueIndex(error) ?? '')) return 'already-used';
      throw error;
    }
  }

  /**
   * The receipts holding the new one's file, bytes or slip reference (each by its unique index:
   * the first attachment of bytes or a slip holds them, its repeats in the same order do not).
   */
  private async holders(
    manager: EntityManager,
    file: string,
    { sha256, slip }: ReceiptEvidence,
  ): Promise<ReceiptHolder[]> {
    const rows = (await manager.query(
      `SELECT receipt_id, purchase_id, file_id FROM receipt
        WHERE file_id = $1
           OR (sha256 = $2 AND reattach_of IS NULL)
           OR (slip_bank = $3 AND slip_reference = $4 AND reattach_of IS NULL)
        ORDER BY receipt_id`,
      [file, sha256, slip?.bank ?? null, slip?.reference ?? null],
    )) as { receipt_id: number; purchase_id: number; file_id: string }[];
    return rows.map((row) => ({
      receiptId: row.receipt_id,
      purchaseId: row.purchase_id,
      fileId: row.file_id,
    }));
  }

  /**
   * Marks the receipt as likely reusing the earliest receipt of another order it looks like
   * (the order's own earlier receipts are its earlier attempts): candidates share a dHash band
   * (the GIN index), looksAlike() decides.
   */
  private async flagLookAlike(
    manager: EntityManager,
    receiptId: number,
    purchaseId: number,
    look: ReceiptLook,
  ): Promise<void> {
    const candidates = (await manager.query(
      `SELECT receipt_id, look_dhash, look_thumbnail FROM receipt
        WHERE look_bands && $1::integer[] AND receipt_id <> $2 AND purchase_id <> $3
        ORDER BY receipt_id`,
      [dhashBands(look.dhash), receiptId, purchaseId],
    )) as { receipt_id: number; look_dhash: string; look_thumbnail: Buffer }[];
    const earlier = candidates.find((candidate) =>
      looksAlike(look, { dhash: candidate.look_dhash, thumbnail: candidate.look_thumbnail }),
    );
    if (!earlier) return;
    await manager.query('UPDATE receipt SET likely_reuse_of = $1 WHERE receipt_id = $2', [
      earlier.receipt_id,
      receiptId,
    ]);
  }

  /** Which of these files were ever attached to an order (the upload sweep keeps them). */
  async boundReceipts(fileIds: string[]): Promise<Set<string>> {
    const rows = await this.dataSource.query<{ file_id: string }[]>(
      'SELECT file_id FROM receipt WHERE file_id = ANY($1::uuid[])',
      [fileIds],
    );
    return new Set(rows.map((row) => row.file_id));
  }

  /** Removes (active_flag N) the member's orders for a package that may be removed. */
  async remove(userId: number, packageId: number, audit: Audit, at: Date): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE purchase_order
          SET active_flag = 'N', update_user = $3, update_datetime = $4, update_process = $5
        WHERE user_id = $1 AND package_id = $2 AND active_flag = 'Y'
          AND purchase_status = ANY($6::bpchar[])
        RETURNING purchase_id`,
      [userId, packageId, audit.user, at, audit.process, fromStatesOf('remove')],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** The state of the member's latest order for a package that was not removed, or null. */
  async stateOfPackageOrder(userId: number, packageId: number): Promise<PurchaseStatus | null> {
    const order = await this.orders.findOne({
      select: { purchaseId: true, purchaseStatus: true },
      where: { userId, packageId, activeFlag: 'Y' },
      order: { purchaseId: 'DESC' },
    });
    return order?.purchaseStatus ?? null;
  }

  /** The pseudonym the member's orders are kept under once their account was deleted, else null. */
  async pseudonymOf(userId: number): Promise<string | null> {
    const order = await this.orders.findOne({
      select: { purchaseId: true, pseudonym: true },
      where: { userId, pseudonym: Not(IsNull()) },
    });
    return order?.pseudonym ?? null;
  }

  /** An order's state, removed ones too (to tell "not found" from "not now"); null for none. */
  async stateOf(purchaseId: number): Promise<OrderState | null> {
    const order = await this.orders.findOne({
      select: { purchaseId: true, purchaseStatus: true, activeFlag: true },
      where: { purchaseId },
    });
    if (!order) return null;
    return order.activeFlag === 'Y' ? order.purchaseStatus : Removed;
  }
}
