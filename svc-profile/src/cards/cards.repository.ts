import { Inject, Injectable } from '@nestjs/common';
import { type SearchGender } from '@dating/contracts';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { UserImgEntity } from '../photos/user-img.entity';
import { UserInfoEntity } from '../sections/user-info.entity';
import { type BirthdateRange } from './birthdate-range';
import { type CardRow } from './category-card';
import { type SearchPosition } from './search-cursor';

export interface CardQuery {
  limit: number;
  /** Members blocked either way with the viewer: never among the cards (none when left out). */
  hiddenIds?: readonly number[];
}

/** One page of a member's search, filters already in the terms of the stored columns. */
export interface SearchQuery {
  /** The member searching: never among the results. */
  callerId: number;
  gender: SearchGender;
  born: BirthdateRange;
  /** The last card of the page before, or null for the first page. */
  after: SearchPosition | null;
  /** Only verified members (indexes user_info_verified_newest_idx and _gender_newest_idx). */
  verifiedOnly?: boolean;
  limit: number;
  /**
   * Members blocked either way with the searcher: never among the results. Left out (none) by
   * the search-plan test and the benchmark, which look at the plan without a viewer's blocks.
   */
  hiddenIds?: readonly number[];
}

/** A search result: a card, and its creation time exactly as stored (for the cursor). */
export interface SearchRow extends CardRow {
  created: string;
}

/** Member cards: visible members only (a hidden profile is in no list). */
@Injectable()
export class CardsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The newest visible members with a photo (index user_info_visible_newest_idx, each probed on
   * user_img's primary key): a profile without one is not shown on the home page. A member has
   * a User Information row only once its name is saved.
   */
  newest(query: CardQuery): Promise<CardRow[]> {
    return this.newestFirst(this.visibleMembers(query.hiddenIds))
      .andWhere('img.img_file IS NOT NULL')
      .limit(query.limit)
      .getRawMany<CardRow>();
  }

  /** The SQL and parameters `newest` runs, for EXPLAIN. */
  newestStatement(query: CardQuery): [string, unknown[]] {
    return this.newestFirst(this.visibleMembers(query.hiddenIds))
      .andWhere('img.img_file IS NOT NULL')
      .limit(query.limit)
      .getQueryAndParameters();
  }

  /**
   * A page of search results, newest first, after `query.after`: one index scan, on
   * user_info_visible_gender_newest_idx for a gender and user_info_visible_newest_idx for all.
   */
  search(query: SearchQuery): Promise<SearchRow[]> {
    return this.searchBuilder(query).getRawMany<SearchRow>();
  }

  /** The SQL and parameters `search` runs, for EXPLAIN and the benchmark. */
  searchStatement(query: SearchQuery): [string, unknown[]] {
    return this.searchBuilder(query).getQueryAndParameters();
  }

  /** The visible ones among `userIds`, in one query; in no particular order. */
  byIds(userIds: readonly number[]): Promise<CardRow[]> {
    return this.visibleMembers()
      .andWhere('info.user_id = ANY(:userIds)', { userIds })
      .getRawMany<CardRow>();
  }

  private searchBuilder(query: SearchQuery): SelectQueryBuilder<UserInfoEntity> {
    const builder = this.visibleMembers(query.hiddenIds)
      .addSelect('info.create_datetime::text', 'created')
      .andWhere('info.user_id <> :callerId', { callerId: query.callerId })
      .andWhere('info.birthdate <= CAST(:bornOnOrBefore AS date)', {
        bornOnOrBefore: query.born.bornOnOrBefore,
      })
      .andWhere('info.birthdate > CAST(:bornAfter AS date)', { bornAfter: query.born.bornAfter });
    if (query.gender !== 'ALL') builder.andWhere('info.gender = :gender', { gender: query.gender });
    if (query.verifiedOnly) builder.andWhere('info.photo_verified');
    if (query.after) {
      builder.andWhere(
        '(info.create_datetime, info.user_id) < (CAST(:afterCreated AS timestamptz), :afterId)',
        { afterCreated: query.after.created, afterId: query.after.userId },
      );
    }
    return this.newestFirst(builder).limit(query.limit);
  }

  private newestFirst(
    builder: SelectQueryBuilder<UserInfoEntity>,
  ): SelectQueryBuilder<UserInfoEntity> {
    return builder.orderBy('info.create_datetime', 'DESC').addOrderBy('info.user_id', 'DESC');
  }

  /**
   * Visible members as card rows, each with photo 1, less `hiddenIds`: what search narrows with
   * its filters.
   */
  private visibleMembers(hiddenIds: readonly number[] = []): SelectQueryBuilder<UserInfoEntity> {
    const builder = this.dataSource
      .getRepository(UserInfoEntity)
      .createQueryBuilder('info')
      .select('info.user_id', 'id')
      .addSelect('info.name', 'name')
      .addSelect('info.birthdate::text', 'birthdate')
      .addSelect('info.caption', 'caption')
      .addSelect('img.img_file', 'img_file')
      .addSelect('info.photo_verified', 'verified')
      .addSelect('info.gender', 'gender')
      // A photo waiting for review is left out while its member has open reports.
      .leftJoin(
        UserImgEntity,
        'img',
        `img.user_id = info.user_id AND img.img_seq = 1
         AND (img.review_status = 'approved'
              OR NOT EXISTS (SELECT 1 FROM reported_member AS reported
                              WHERE reported.user_id = info.user_id))`,
      )
      .where("info.active_flag = 'Y'");
    if (hiddenIds.length > 0) {
      builder.andWhere('info.user_id <> ALL(CAST(:hiddenIds AS int[]))', { hiddenIds });
    }
    return builder;
  }
}
