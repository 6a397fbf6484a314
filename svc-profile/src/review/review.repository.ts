import { Inject, Injectable } from '@nestjs/common';
import { holdOffErasure } from '@dating/server';
import { DataSource, type EntityManager } from 'typeorm';

export interface PendingPhotoRow {
  user_id: number;
  img_seq: number;
  img_file: string;
  name: string | null;
  uploaded_at: string;
  has_open_reports: boolean;
}

/** A member as the moderators see them: name and photo 1's file, whatever their visibility. */
export interface ModerationMemberRow {
  user_id: number;
  name: string;
  img_file: string | null;
}

/** A stored photo in a member's slot. */
export interface SlotPhotoRow {
  user_id: number;
  img_seq: number;
  img_file: string;
}

/** Photo review: the pending queue, approvals, removals with their reasons, reported members. */
@Injectable()
export class ReviewRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** svc-interest's word on a member's open reports; an erased member is listed no more. */
  async setReported(userId: number, reported: boolean): Promise<void> {
    if (!reported) {
      await this.dataSource.query('DELETE FROM reported_member WHERE user_id = $1', [userId]);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return;
      await manager.query(
        'INSERT INTO reported_member (user_id) VALUES ($1) ON CONFLICT DO NOTHING',
        [userId],
      );
    });
  }

  /** A page of photos waiting for review, oldest first (index user_img_pending_oldest_idx). */
  pending(limit: number, offset: number): Promise<PendingPhotoRow[]> {
    return this.dataSource.query<PendingPhotoRow[]>(
      `SELECT img.user_id, img.img_seq, img.img_file, info.name,
              img.create_datetime AS uploaded_at,
              EXISTS (SELECT 1 FROM reported_member AS reported
                       WHERE reported.user_id = img.user_id) AS has_open_reports
         FROM user_img AS img
         LEFT JOIN user_info AS info USING (user_id)
        WHERE img.review_status = 'pending'
        ORDER BY img.create_datetime, img.user_id, img.img_seq
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }

  /** Names and photo 1 of these members, visible or not (primary keys of user_info, user_img). */
  moderationMembers(userIds: readonly number[]): Promise<ModerationMemberRow[]> {
    return this.dataSource.query<ModerationMemberRow[]>(
      `SELECT info.user_id, info.name, img.img_file
         FROM user_info AS info
         LEFT JOIN user_img AS img ON img.user_id = info.user_id AND img.img_seq = 1
        WHERE info.user_id = ANY($1::int[])`,
      [userIds],
    );
  }

  /** The photos in these (member, slot) pairs that exist now (user_img's primary key). */
  slotPhotos(pairs: readonly { user_id: number; slot: number }[]): Promise<SlotPhotoRow[]> {
    return this.dataSource.query<SlotPhotoRow[]>(
      `SELECT img.user_id, img.img_seq, img.img_file
         FROM unnest($1::int[], $2::smallint[]) AS wanted (user_id, img_seq)
         JOIN user_img AS img USING (user_id, img_seq)`,
      [pairs.map((pair) => pair.user_id), pairs.map((pair) => pair.slot)],
    );
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM user_img WHERE review_status = 'pending'`,
    );
    return row?.total ?? 0;
  }

  /** Approves the photo in a slot; false when the slot is empty. */
  async approve(manager: EntityManager, userId: number, imgSeq: number): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, row count].
    const [, updated] = await manager.query<[unknown[], number]>(
      `UPDATE user_img SET review_status = 'approved' WHERE user_id = $1 AND img_seq = $2`,
      [userId, imgSeq],
    );
    return updated > 0;
  }

  /** Empties a slot and keeps the reason for the member; answers the removed file, if any. */
  async remove(
    manager: EntityManager,
    userId: number,
    imgSeq: number,
    reason: string,
  ): Promise<string | null> {
    {
      const [rows] = await manager.query<[{ img_file: string }[]]>(
        'DELETE FROM user_img WHERE user_id = $1 AND img_seq = $2 RETURNING img_file',
        [userId, imgSeq],
      );
      const file = rows[0]?.img_file ?? null;
      if (!file) return null;
      await manager.query(
        `INSERT INTO photo_removal (user_id, img_seq, reason) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, img_seq) DO UPDATE SET reason = $3, removed_at = now()`,
        [userId, imgSeq, reason],
      );
      return file;
    }
  }

  removals(userId: number): Promise<{ slot: number; reason: string }[]> {
    return this.dataSource.query(
      'SELECT img_seq AS slot, reason FROM photo_removal WHERE user_id = $1 ORDER BY img_seq',
      [userId],
    );
  }

  async dismiss(userId: number, imgSeq: number): Promise<void> {
    await this.dataSource.query('DELETE FROM photo_removal WHERE user_id = $1 AND img_seq = $2', [
      userId,
      imgSeq,
    ]);
  }
}
