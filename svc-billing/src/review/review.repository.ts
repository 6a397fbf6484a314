import { Injectable } from '@nestjs/common';
import { type Language } from '@dating/contracts';
import { type Audit } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { membershipTerm, type MembershipTerm } from '../memberships/membership-term';
import { fromStatesOf, toStateOf } from '../orders/order-state';
import { PackageEntity } from '../packages/package.entity';

/** A decided order, with what the member's e-mail about it needs. */
export interface Decision {
  userId: number;
  /** The language the member ordered in. */
  lang: Language;
  package: PackageEntity;
}

export interface Approval extends Decision {
  memberId: number;
  term: MembershipTerm;
}

interface DecidedRow {
  user_id: number;
  package_id: number;
  lang: Language;
}

interface ApprovedRow extends DecidedRow {
  duration_days: number;
}

/**
 * The admin's decisions on WA orders; each holds only for an order still waiting. Each runs in
 * the caller's transaction, which also queues the member's e-mail about it.
 */
@Injectable()
export class ReviewRepository {
  /**
   * WA → AP and the membership it buys; null when the order is no longer waiting. The
   * conditional UPDATE lets one of two concurrent approvals through; the other waits for it and
   * then finds the order approved. The membership lasts the days the order was placed for (not
   * what its package says now) and follows on from the member's current one, read under a
   * per-member lock.
   */
  async approve(
    manager: EntityManager,
    purchaseId: number,
    at: Date,
    audit: Audit,
  ): Promise<Approval | null> {
    const [approved] = (await manager.query(
      `UPDATE purchase_order
          SET purchase_status = $5, purchase_approve_date = $2,
              update_user = $3, update_datetime = $2, update_process = $4
        WHERE purchase_id = $1 AND purchase_status = ANY($6::bpchar[]) AND active_flag = 'Y'
        RETURNING user_id, package_id, duration_days, lang`,
      [purchaseId, at, audit.user, audit.process, toStateOf('approve'), fromStatesOf('approve')],
    )) as [ApprovedRow[], number];
    const [order] = approved;
    if (!order) return null;
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('user_member'), $1)`, [
      order.user_id,
    ]);
    const [current] = (await manager.query(
      `SELECT max(member_end) AS member_end FROM user_member
        WHERE user_id = $1 AND member_status = 'N'`,
      [order.user_id],
    )) as { member_end: Date | null }[];
    const term = membershipTerm(at, current?.member_end ?? null, order.duration_days);
    const [member] = (await manager.query(
      `INSERT INTO user_member (user_id, purchase_id, package_id, member_status, member_start,
                                member_end, create_user, create_datetime, create_process)
       VALUES ($1, $2, $3, 'N', $4, $5, $6, $7, $8)
       RETURNING member_id`,
      [
        order.user_id,
        purchaseId,
        order.package_id,
        term.start,
        term.end,
        audit.user,
        at,
        audit.process,
      ],
    )) as { member_id: number }[];
    if (!member) throw new Error(`No membership was stored for order ${purchaseId}`);
    return { ...(await decisionOf(manager, order)), memberId: member.member_id, term };
  }

  /** WA → RJ with the reason the member reads; null when the order is not waiting. */
  async reject(
    manager: EntityManager,
    purchaseId: number,
    reason: string,
    at: Date,
    audit: Audit,
  ): Promise<Decision | null> {
    const [rejected] = (await manager.query(
      `UPDATE purchase_order
          SET purchase_status = $6, reject_reason = $2,
              update_user = $3, update_datetime = $4, update_process = $5
        WHERE purchase_id = $1 AND purchase_status = ANY($7::bpchar[]) AND active_flag = 'Y'
        RETURNING user_id, package_id, lang`,
      [
        purchaseId,
        reason,
        audit.user,
        at,
        audit.process,
        toStateOf('reject'),
        fromStatesOf('reject'),
      ],
    )) as [DecidedRow[], number];
    const [order] = rejected;
    return order ? decisionOf(manager, order) : null;
  }
}

async function decisionOf(manager: EntityManager, order: DecidedRow): Promise<Decision> {
  return {
    userId: order.user_id,
    lang: order.lang,
    package: await manager.findOneByOrFail(PackageEntity, { packageId: order.package_id }),
  };
}
