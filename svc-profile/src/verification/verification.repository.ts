import { Inject, Injectable } from '@nestjs/common';
import { type VerificationStatus } from '@dating/contracts';
import { holdOffErasure } from '@dating/server';
import { DataSource, type EntityManager } from 'typeorm';

export interface VerificationRow {
  id: number;
  user_id: number;
  code: string;
  expires_at: Date;
  status: Exclude<VerificationStatus, 'none'>;
  selfie_file: string | null;
  reason: string | null;
}

export interface PendingVerificationRow {
  id: number;
  user_id: number;
  name: string | null;
  code: string;
  selfie_file: string;
  submitted_at: Date;
  photos: { slot: number; img_file: string }[];
}

/** Photo verification requests (photo_verification) and the badge (user_info.photo_verified). */
@Injectable()
export class VerificationRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The member's newest request (index photo_verification_member_idx). */
  async latest(userId: number): Promise<VerificationRow | null> {
    const [row] = await this.dataSource.query<VerificationRow[]>(
      `SELECT id, user_id, code, expires_at, status, selfie_file, reason
         FROM photo_verification WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  /** A new request with its code; false, starting none, when the member was erased. */
  start(userId: number, code: string, expiresAt: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return false;
      await manager.query(
        'INSERT INTO photo_verification (user_id, code, expires_at) VALUES ($1, $2, $3)',
        [userId, code, expiresAt],
      );
      return true;
    });
  }

  /** Attaches the selfie to a started, unexpired request; false when there is none. */
  async submit(requestId: number, selfieFile: string): Promise<boolean> {
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE photo_verification
          SET status = 'pending', selfie_file = $2, submitted_at = now()
        WHERE id = $1 AND status = 'started' AND expires_at > now()`,
      [requestId, selfieFile],
    );
    return updated > 0;
  }

  /** A page of submitted requests, oldest first, with the member's photos. */
  pending(limit: number, offset: number): Promise<PendingVerificationRow[]> {
    return this.dataSource.query<PendingVerificationRow[]>(
      `SELECT request.id, request.user_id, info.name, request.code, request.selfie_file,
              request.submitted_at,
              COALESCE((SELECT json_agg(json_build_object('slot', img.img_seq,
                                                          'img_file', img.img_file)
                                        ORDER BY img.img_seq)
                          FROM user_img AS img WHERE img.user_id = request.user_id),
                       '[]'::json) AS photos
         FROM photo_verification AS request
         LEFT JOIN user_info AS info USING (user_id)
        WHERE request.status = 'pending'
        ORDER BY request.submitted_at, request.id
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM photo_verification WHERE status = 'pending'`,
    );
    return row?.total ?? 0;
  }

  /**
   * Decides a submitted request; an approval gives the member the badge. Answers the member,
   * or null when the request is not waiting for review.
   */
  /** In the caller's transaction, which also records the decision for the audit log. */
  async decide(
    manager: EntityManager,
    requestId: number,
    approve: boolean,
    reason: string | null,
  ): Promise<number | null> {
    {
      const [rows] = await manager.query<[{ user_id: number }[], number]>(
        `UPDATE photo_verification
            SET status = $2, reason = $3, decided_at = now()
          WHERE id = $1 AND status = 'pending'
          RETURNING user_id`,
        [requestId, approve ? 'verified' : 'rejected', approve ? null : reason],
      );
      const userId = rows[0]?.user_id ?? null;
      if (userId !== null && approve) {
        await manager.query('UPDATE user_info SET photo_verified = true WHERE user_id = $1', [
          userId,
        ]);
      }
      return userId;
    }
  }
}
