import { Inject, Injectable } from '@nestjs/common';
import { holdOffErasure, type Audit } from '@dating/server';
import { DataSource, type Repository } from 'typeorm';
import { notBlockedEitherWay } from '../blocks/block-sql';
import { type ActiveFlag } from '../visibility/visibility.repository';
import { UserImgEntity } from './user-img.entity';

export interface SlotImage {
  userId: number;
  imgSeq: number;
  imgFile: string;
  imgType: string;
  imgSize: number;
}

export interface PhotoAccess {
  flag: ActiveFlag | null;
  blocked: boolean;
}

/** What binding an image to a slot changed; nothing for an erased member. */
export type BindOutcome =
  { changed: false; erased: boolean } | { changed: true; replaced: string | null };

/** Members' photo slots (USER_IMG). */
@Injectable()
export class PhotosRepository {
  private readonly photos: Repository<UserImgEntity>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.photos = dataSource.getRepository(UserImgEntity);
  }

  find(userId: number, imgSeq: number): Promise<UserImgEntity | null> {
    return this.photos.findOneBy({ userId, imgSeq });
  }

  /**
   * How `viewerId` meets the member's photos, in one statement: the member's User Information
   * flag (null without one), and whether one of them blocked the other.
   */
  async accessOf(userId: number, viewerId: number): Promise<PhotoAccess> {
    const [row] = await this.dataSource.query<PhotoAccess[]>(
      `SELECT info.active_flag AS flag, NOT (${notBlockedEitherWay('$1::int', '$2::int')}) AS blocked
         FROM (SELECT 1) AS one LEFT JOIN user_info AS info ON info.user_id = $1`,
      [userId, viewerId],
    );
    if (!row) throw new Error('The photo access statement returned no row');
    return row;
  }

  /** Whether the member has open reports (then their pending photos are hidden from others). */
  isReported(userId: number): Promise<boolean> {
    return this.dataSource
      .query<{ reported: boolean }[]>(
        'SELECT EXISTS (SELECT 1 FROM reported_member WHERE user_id = $1) AS reported',
        [userId],
      )
      .then(([row]) => row?.reported === true);
  }

  /** Puts an image in a slot; the slot's row is locked so two saves cannot lose a file. */
  bind(image: SlotImage, audit: Audit): Promise<BindOutcome> {
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [image.userId])).size > 0)
        return { changed: false, erased: true };
      const current = await manager.findOne(UserImgEntity, {
        where: { userId: image.userId, imgSeq: image.imgSeq },
        lock: { mode: 'pessimistic_write' },
      });
      if (current?.imgFile === image.imgFile) return { changed: false, erased: false };
      await manager
        .createQueryBuilder()
        .insert()
        .into(UserImgEntity)
        .values({
          ...image,
          activeFlag: 'Y',
          reviewStatus: 'pending',
          createUser: audit.user,
          createProcess: audit.process,
        })
        .orUpdate(
          [
            'img_file',
            'review_status',
            'img_type',
            'img_size',
            'active_flag',
            'create_user',
            'create_datetime',
            'create_process',
          ],
          ['user_id', 'img_seq'],
        )
        .execute();
      // A new photo in the slot replaces the notice of the one an admin removed.
      await manager.query('DELETE FROM photo_removal WHERE user_id = $1 AND img_seq = $2', [
        image.userId,
        image.imgSeq,
      ]);
      return { changed: true, replaced: current?.imgFile ?? null };
    });
  }

  /** Empties a slot; answers the file that was in it, or null when it was empty. */
  async unbind(userId: number, imgSeq: number): Promise<string | null> {
    const result = await this.photos
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND img_seq = :imgSeq', { userId, imgSeq })
      .returning('img_file')
      .execute();
    const [row] = result.raw as { img_file: string }[];
    return row?.img_file ?? null;
  }

  /**
   * Whether anyone may see the file: a site image, or a photo in a visible member's slot that is
   * approved or whose member has no open reports.
   */
  async isPublic(imgFile: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ public: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM setting_img WHERE img_file = $1)
           OR EXISTS (SELECT 1 FROM user_img AS img JOIN user_info AS info USING (user_id)
                       WHERE img.img_file = $1 AND info.active_flag = 'Y'
                         AND (img.review_status = 'approved'
                              OR NOT EXISTS (SELECT 1 FROM reported_member AS reported
                                              WHERE reported.user_id = img.user_id))) AS public`,
      [imgFile],
    );
    return row?.public === true;
  }

  /**
   * Which of these files a photo slot, a site page or a verification request shows (the upload
   * sweep keeps them).
   */
  async bound(imgFiles: string[]): Promise<Set<string>> {
    const rows = await this.dataSource.query<{ img_file: string }[]>(
      `SELECT img_file FROM user_img WHERE img_file = ANY($1::uuid[])
       UNION
       SELECT img_file FROM setting_img WHERE img_file = ANY($1::uuid[])
       UNION
       SELECT selfie_file FROM photo_verification WHERE selfie_file = ANY($1::uuid[])`,
      [imgFiles],
    );
    return new Set(rows.map((row) => row.img_file));
  }

  /** Whether any slot still shows the file (so its stored image must stay). */
  isInUse(imgFile: string): Promise<boolean> {
    return this.photos.existsBy({ imgFile });
  }

  /** The key photo grants are signed with (photo_grant_key's one row). */
  async photoGrantSecret(): Promise<Buffer> {
    const [row] = await this.dataSource.query<{ secret: Buffer }[]>(
      'SELECT secret FROM photo_grant_key WHERE id = 1',
    );
    if (!row) throw new Error('photo_grant_key has no key: run the migrations');
    return row.secret;
  }
}
