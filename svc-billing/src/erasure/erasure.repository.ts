import { Injectable } from '@nestjs/common';
import { type Audit } from '@dating/server';
import { type EntityManager } from 'typeorm';
import { openStates } from '../orders/order-state';
import { type ErasedUpload } from './erasure-rules';

/** Whom the kept rows are pseudonymised for, and the names of theirs to replace. */
export interface ErasedMember {
  userId: number;
  pseudonym: string;
  /** The usernames the member's rows were written under (orders, audit columns, uploads). */
  names: readonly string[];
}

export interface Pseudonymised {
  orders: number;
  memberships: number;
  /** Each with its image, the order's accounting voucher. */
  receipts: number;
}

/** An audit column that names the member names the pseudonym instead. */
const renamed = (column: string) =>
  `${column} = CASE WHEN ${column} = ANY($3::text[]) THEN $2 ELSE ${column} END`;

/**
 * The SQL of a deleted member's erasure (issue 29), each step in the erasure's transaction,
 * which holds the member's erasure lock. Bookkeeping keeps what a payment is: who paid (the
 * pseudonym), what, how much and when, the voucher and the bank's transfer reference; every
 * other trace of the member goes.
 */
@Injectable()
export class ErasureRepository {
  /** The usernames the member's orders and uploads were made under (one, unless it changed). */
  async namesOf(manager: EntityManager, userId: number): Promise<string[]> {
    const rows = await manager.query<{ name: string }[]>(
      `SELECT username AS name FROM purchase_order WHERE user_id = $1
        UNION
       SELECT create_user FROM receipt_upload WHERE uploader_id = $1`,
      [userId],
    );
    return rows.map((row) => row.name);
  }

  /**
   * Erases the member's orders that were never paid: no receipt was ever attached, so there is
   * no payment to account for (and no membership, which only an approval gives).
   */
  async eraseUnpaidOrders(manager: EntityManager, userId: number): Promise<number> {
    const [, erased] = await manager.query<[unknown, number]>(
      `DELETE FROM purchase_order o
        WHERE o.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.purchase_id = o.purchase_id)
          AND NOT EXISTS (SELECT 1 FROM user_member m WHERE m.purchase_id = o.purchase_id)`,
      [userId],
    );
    return erased;
  }

  /**
   * The member's paid orders, their memberships and receipts, kept under the pseudonym:
   * - orders: the username becomes the pseudonym, the admin's rejection reason goes (free text
   *   that may name them, which the books do not need), and an order still open is removed, as
   *   the member could have done, so nobody approves it for an account that is gone;
   * - memberships: a running one ends (E) with the account, so neither the dashboard counts it
   *   nor the expiry pass tells anyone of its end;
   * - receipts: kept whole (file, hash, bank and transfer reference, look); only who attached
   *   them is renamed.
   * Audit columns naming the member name the pseudonym; those naming an admin stay.
   */
  async pseudonymise(
    manager: EntityManager,
    member: ErasedMember,
    at: Date,
    audit: Audit,
  ): Promise<Pseudonymised> {
    const names = [...member.names];
    const [orders] = await manager.query<[{ purchase_id: number }[], number]>(
      `UPDATE purchase_order
          SET pseudonym = $2, username = $2, reject_reason = NULL,
              active_flag = CASE WHEN purchase_status = ANY($4::bpchar[]) THEN 'N'
                                 ELSE active_flag END,
              ${renamed('create_user')},
              update_user = $5, update_datetime = $6, update_process = $7
        WHERE user_id = $1
        RETURNING purchase_id`,
      [member.userId, member.pseudonym, names, openStates, audit.user, at, audit.process],
    );
    const [memberships] = await manager.query<[{ member_id: number }[], number]>(
      `UPDATE user_member
          SET member_status = 'E', ${renamed('create_user')},
              update_user = $4, update_datetime = $5, update_process = $6
        WHERE user_id = $1
        RETURNING member_id`,
      [member.userId, member.pseudonym, names, audit.user, at, audit.process],
    );
    const [, receipts] = await manager.query<[unknown, number]>(
      `UPDATE receipt SET ${renamed('create_user')}
        WHERE purchase_id IN (SELECT purchase_id FROM purchase_order WHERE user_id = $1)`,
      [member.userId, member.pseudonym, names],
    );
    return {
      orders: orders.length,
      memberships: memberships.length,
      receipts,
    };
  }

  /**
   * Erases what the gateway recorded of the member's uploads. For an attached one the receipt
   * row keeps the evidence (hash, slip reference, look); an unattached one was never a payment.
   */
  async eraseUploads(manager: EntityManager, userId: number): Promise<ErasedUpload[]> {
    const [rows] = await manager.query<
      [{ file_id: string; attached: boolean; has_look: boolean }[], number]
    >(
      `DELETE FROM receipt_upload u
        WHERE u.uploader_id = $1
        RETURNING u.file_id, u.look_dhash IS NOT NULL AS has_look,
                  EXISTS (SELECT 1 FROM receipt r WHERE r.file_id = u.file_id) AS attached`,
      [userId],
    );
    return rows.map((row) => ({
      fileId: row.file_id,
      attached: row.attached,
      hasLook: row.has_look,
    }));
  }

  /** The member's row of svc-auth's deactivations. */
  async eraseStatus(manager: EntityManager, userId: number): Promise<number> {
    const [, erased] = await manager.query<[unknown, number]>(
      'DELETE FROM member_status WHERE user_id = $1',
      [userId],
    );
    return erased;
  }
}
