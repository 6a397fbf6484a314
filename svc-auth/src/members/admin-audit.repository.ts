import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { adminActionEvent, type AdminAction, type EventPayload } from '@dating/contracts';

export const auditPageSize = 30;

export type AdminActionRecord = EventPayload<typeof adminActionEvent>;

export interface AuditFilter {
  action?: AdminAction | undefined;
  actor_user_id?: number | undefined;
  target_user_id?: number | undefined;
  page: number;
}

export interface AuditRow {
  id: string;
  actor_user_id: number;
  actor_username: string | null;
  action: AdminAction;
  target_user_id: number | null;
  target_pseudonym: string | null;
  object: string | null;
  reason: string | null;
  at: Date;
}

/** The admin_audit table: the administrators' append-only audit log. */
@Injectable()
export class AdminAuditRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * A record already stored (same id) is kept as it is. One about a member deleted meanwhile (it
   * came late) names their pseudonym instead.
   */
  async insertOnce(record: AdminActionRecord): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO admin_audit
              (id, actor_user_id, action, target_user_id, target_pseudonym, object, reason, at)
       SELECT $1, $2, $3, CASE WHEN d.pseudonym IS NULL THEN $4::int END, d.pseudonym, $5, $6, $7
         FROM (SELECT 1) one
         LEFT JOIN account_deletion d ON d.user_id = $4::int
       ON CONFLICT (id) DO NOTHING`,
      [
        record.id,
        record.actor_user_id,
        record.action,
        record.target_user_id,
        record.object,
        record.reason,
        record.at,
      ],
    );
  }

  /** One page of the matching records, newest first, with the actor's username, and their count. */
  async page(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const params = [
      filter.action ?? null,
      filter.actor_user_id ?? null,
      filter.target_user_id ?? null,
    ];
    const where = `($1::text IS NULL OR a.action = $1)
       AND ($2::int IS NULL OR a.actor_user_id = $2)
       AND ($3::int IS NULL OR a.target_user_id = $3)`;
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT a.id, a.actor_user_id, u.username AS actor_username, a.action, a.target_user_id,
              a.target_pseudonym, a.object, a.reason, a.at
         FROM admin_audit a LEFT JOIN user_login u ON u.user_id = a.actor_user_id
        WHERE ${where}
        ORDER BY a.at DESC, a.id LIMIT ${auditPageSize} OFFSET $4`,
      [...params, (filter.page - 1) * auditPageSize],
    );
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `SELECT count(*)::int AS total FROM admin_audit a WHERE ${where}`,
      params,
    );
    return { rows, total };
  }
}
