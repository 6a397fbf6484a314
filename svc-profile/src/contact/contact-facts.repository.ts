import { Inject, Injectable } from '@nestjs/common';
import { holdOffErasure } from '@dating/server';
import { DataSource } from 'typeorm';

/**
 * contact_membership and contact_response. Every write keeps only what is newer than the row,
 * so events redelivered or out of order leave the newest, and none names an erased member.
 */
@Injectable()
export class ContactFactsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** A membership end only moves later at svc-billing, so the later end is the newer fact. */
  async keepMembership(userId: number, activeUntil: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return;
      await manager.query(
        `INSERT INTO contact_membership (user_id, active_until) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET active_until = EXCLUDED.active_until
          WHERE EXCLUDED.active_until > coalesce(contact_membership.active_until, '-infinity')`,
        [userId, activeUntil],
      );
    });
  }

  /** svc-interest numbers a pair's states: the higher version is the newer one. */
  async keepResponse(a: number, b: number, responded: boolean, version: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [a, b])).size > 0) return;
      await manager.query(
        `INSERT INTO contact_response (user_id, other_user_id, responded, version)
         VALUES (least($1::int, $2::int), greatest($1::int, $2::int), $3, $4)
         ON CONFLICT (user_id, other_user_id) DO UPDATE
           SET responded = EXCLUDED.responded, version = EXCLUDED.version
         WHERE EXCLUDED.version > contact_response.version`,
        [a, b, responded, version],
      );
    });
  }
}
