import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityMetadata, type FindOptionsWhere } from 'typeorm';
import { UserSysRefEntity } from '../choices/user-sys-ref.entity';
import { UserImgEntity } from '../photos/user-img.entity';
import { DateInfoEntity } from '../sections/date-info.entity';
import { FavoriteInfoEntity } from '../sections/favorite-info.entity';
import { PersonInfoEntity } from '../sections/person-info.entity';
import { type SectionRecord } from '../sections/section-record';
import { UserInfoEntity } from '../sections/user-info.entity';
import { specRow } from '../spec-row';
import { type ProfileSnapshot, type SectionSnapshot } from './profile-view';

/** SectionRecord's columns: about the row, not part of what the member wrote. */
const recordColumns: ReadonlySet<string> = new Set([
  'user_id',
  'hidden_fields',
  'active_flag',
  'create_user',
  'create_datetime',
  'create_process',
  'update_user',
  'update_datetime',
  'update_process',
]);

function snapshotOf(metadata: EntityMetadata, row: SectionRecord | null): SectionSnapshot | null {
  if (!row) return null;
  const values: SectionSnapshot['values'] = {};
  for (const [column, value] of Object.entries(specRow(metadata, row))) {
    if (recordColumns.has(column)) continue;
    values[column] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return { values, hiddenFields: row.hiddenFields, activeFlag: row.activeFlag };
}

/** A whole profile in a fixed number of queries: the four sections, the choices, the photos. */
@Injectable()
export class ProfileRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async load(userId: number): Promise<ProfileSnapshot> {
    const [userInfo, personInfo, favoriteInfo, dateInfo, answers, photos, review] =
      await Promise.all([
        this.section(UserInfoEntity, userId),
        this.section(PersonInfoEntity, userId),
        this.section(FavoriteInfoEntity, userId),
        this.section(DateInfoEntity, userId),
        this.dataSource
          .getRepository(UserSysRefEntity)
          .find({ where: { userId }, order: { id: 'ASC' } }),
        this.dataSource
          .getRepository(UserImgEntity)
          .find({ where: { userId }, order: { imgSeq: 'ASC' } }),
        this.dataSource.query<
          {
            verified: boolean | null;
            last_active_at: Date | null;
            show_activity: boolean | null;
            reported: boolean;
          }[]
        >(
          `SELECT info.photo_verified AS verified, info.last_active_at, info.show_activity,
                  EXISTS (SELECT 1 FROM reported_member WHERE user_id = $1) AS reported
             FROM (SELECT 1) AS one
             LEFT JOIN user_info AS info ON info.user_id = $1`,
          [userId],
        ),
      ]);
    return {
      userId,
      sections: {
        USER_INFO: userInfo,
        PERSON_INFO: personInfo,
        FAVORITE_INFO: favoriteInfo,
        DATE_INFO: dateInfo,
      },
      answers: answers.map((answer) => ({ table: answer.refTableCode, code: answer.refCode })),
      photos,
      verified: review[0]?.verified === true,
      reported: review[0]?.reported === true,
      activity: review[0]?.last_active_at
        ? { lastActive: review[0].last_active_at, shown: review[0].show_activity === true }
        : null,
    };
  }

  private async section<E extends SectionRecord>(
    entity: new () => E,
    userId: number,
  ): Promise<SectionSnapshot | null> {
    const repository = this.dataSource.getRepository(entity);
    return snapshotOf(
      repository.metadata,
      await repository.findOneBy({ userId } as FindOptionsWhere<E>),
    );
  }
}
