import { Inject, Injectable } from '@nestjs/common';
import { MemberStatus, statsTimeZone } from '@dating/contracts';
import { DataSource } from 'typeorm';
import { type RevenueRow } from './revenue-months';

export interface WaitingRow {
  active_subscriptions: number;
  receipts_waiting: number;
}

/** The admin dashboard's billing figures, each an indexed read. */
@Injectable()
export class AdminStatsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Members with a membership running at `at` (not those svc-auth deactivated), by
   * user_member_due_idx; and orders waiting for the admin, by purchase_order_review_idx.
   */
  async current(at: Date): Promise<WaitingRow> {
    const [row] = await this.dataSource.query<WaitingRow[]>(
      `SELECT (SELECT count(DISTINCT m.user_id)::int
                 FROM user_member AS m
                WHERE m.member_status = $2 AND m.member_end > $1 AND m.member_start <= $1
                  AND NOT EXISTS (SELECT 1 FROM member_status AS s
                                   WHERE s.user_id = m.user_id AND NOT s.active))
                AS active_subscriptions,
              (SELECT count(*)::int FROM purchase_order
                WHERE purchase_status = 'WA' AND active_flag = 'Y') AS receipts_waiting`,
      [at, MemberStatus.Active],
    );
    return row ?? { active_subscriptions: 0, receipts_waiting: 0 };
  }

  /**
   * Approved orders per month of approval (statsTimeZone) from the month `since` (`YYYY-MM`)
   * on, by purchase_order_approved_idx.
   */
  revenue(since: string): Promise<RevenueRow[]> {
    return this.dataSource.query<RevenueRow[]>(
      `SELECT to_char(purchase_approve_date AT TIME ZONE $2, 'YYYY-MM') AS month,
              sum(purchase_amt)::int AS amount, count(*)::int AS orders
         FROM purchase_order
        WHERE purchase_status = 'AP'
          AND purchase_approve_date >= (($1 || '-01')::date)::timestamp AT TIME ZONE $2
        GROUP BY 1
        ORDER BY 1`,
      [since, statsTimeZone],
    );
  }
}
