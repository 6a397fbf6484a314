import { Inject, Injectable } from '@nestjs/common';
import { type Audit } from '@dating/server';
import { DataSource, type Repository } from 'typeorm';
import { UserImgEntity } from './user-img.entity';

export interface SlotImage {
  userId: number;
  imgSeq: number;
  imgFile: string;
  imgType: string;
  imgSize: number;
}

/** What binding an image to a slot changed. */
export type BindOutcome = { changed: false } | { changed: true; replaced: string | null };

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

  /** Puts an image in a slot; the slot's row is locked so two saves cannot lose a file. */
  bind(image: SlotImage, audit: Audit): Promise<BindOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(UserImgEntity, {
        where: { userId: image.userId, imgSeq: image.imgSeq },
        lock: { mode: 'pessimistic_write' },
      });
      if (current?.imgFile === image.imgFile) return { changed: false };
      await manager
        .createQueryBuilder()
        .insert()
        .into(UserImgEntity)
        .values({ ...image, activeFlag: 'Y', createUser: audit.user, createProcess: audit.process })
        .orUpdate(
          [
            'img_file',
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

  /** Whether anyone may see the file: a site image, or a photo in a visible member's slot. */
  async isPublic(imgFile: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ public: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM setting_img WHERE img_file = $1)
           OR EXISTS (SELECT 1 FROM user_img AS img JOIN user_info AS info USING (user_id)
                       WHERE img.img_file = $1 AND info.active_flag = 'Y') AS public`,
      [imgFile],
    );
    return row?.public === true;
  }

  /** Which of these files a photo slot or a site page shows (the upload sweep keeps them). */
  async bound(imgFiles: string[]): Promise<Set<string>> {
    const rows = await this.dataSource.query<{ img_file: string }[]>(
      `SELECT img_file FROM user_img WHERE img_file = ANY($1::uuid[])
       UNION
       SELECT img_file FROM setting_img WHERE img_file = ANY($1::uuid[])`,
      [imgFiles],
    );
    return new Set(rows.map((row) => row.img_file));
  }

  /** Whether any slot still shows the file (so its stored image must stay). */
  isInUse(imgFile: string): Promise<boolean> {
    return this.photos.existsBy({ imgFile });
  }
}
