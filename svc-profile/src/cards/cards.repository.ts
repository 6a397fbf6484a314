import { Inject, Injectable } from '@nestjs/common';
import { searchGenders, type SearchGender, type SearchSort } from '@dating/contracts';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { notBlockedEitherWay } from '../blocks/block-sql';
import { UserImgEntity } from '../photos/user-img.entity';
import { UserInfoEntity } from '../sections/user-info.entity';
import { type BirthdateRange } from './birthdate-range';
import { type CardRow } from './category-card';
import { type SearchPosition } from './search-cursor';

export interface CardQuery {
  limit: number;
  /**
   * The member reading, whose blocks (either way, KnownBlocks.ensure) leave members out in the
   * same statement; left out for a visitor, who has blocked nobody.
   */
  viewerId?: number;
}

/**
 * The optional filters of a search, each a column carried by every search index (after the
 * order's columns and birthdate), so no combination needs another index.
 */
export interface SearchFilters {
  /** Section 1's country, compared trimmed and in lower case. */
  country?: string;
  /** Only members with photo 1 (user_info.has_photo, kept by a trigger on user_img). */
  hasPhoto?: boolean;
  /** Only verified members (also user_info_verified_gender_newest_idx). */
  verifiedOnly?: boolean;
  /** KIDS, RELIGION and EDUCATION codes (user_info's copies of the choices). */
  kids?: string;
  religion?: string;
  education?: string;
}

/** One page of a member's search, filters already in the terms of the stored columns. */
export interface SearchQuery extends SearchFilters {
  /** The member searching: never among the results. */
  callerId: number;
  gender: SearchGender;
  born: BirthdateRange;
  /** Newest profiles first, or the most recently active first. */
  sort: SearchSort;
  /** The last card of the page before (of the same order), or null for the first page. */
  after: SearchPosition | null;
  limit: number;
  /**
   * Whose blocks (either way, KnownBlocks.ensure) leave members out, in the same statement:
   * the searcher's. Left out by the search-plan test and the benchmark, which look at the plan
   * without a viewer's blocks.
   */
  viewerId?: number;
}

/** A search result: a card, and its sort key exactly as stored (for the cursor). */
export interface SearchRow extends CardRow {
  sort_key: string;
}

/** The column each order sorts on, newest first, then user_id. */
const sortColumns: Record<SearchSort, string> = {
  newest: 'info.create_datetime',
  active: 'info.last_active_at',
};

type MemberGender = Exclude<SearchGender, 'ALL'>;

/** The codes user_info.gender holds (the GENDER list's), or null when the member removed theirs. */
const memberGenders = searchGenders.filter((gender): gender is MemberGender => gender !== 'ALL');

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
    return this.newestFirst(this.visibleMembers(query.viewerId))
      .andWhere('img.img_file IS NOT NULL')
      .limit(query.limit)
      .getRawMany<CardRow>();
  }

  /** The SQL and parameters `newest` runs, for EXPLAIN. */
  newestStatement(query: CardQuery): [string, unknown[]] {
    return this.newestFirst(this.visibleMembers(query.viewerId))
      .andWhere('img.img_file IS NOT NULL')
      .limit(query.limit)
      .getQueryAndParameters();
  }

  /**
   * A page of search results in the query's order, after `query.after`: for a gender, one scan
   * of user_info_visible_gender_<order>_idx; for all, one index scan per gender (and one for
   * members without a gender), merged in the order. A single index in the order alone would be
   * read from end to end when the filters are narrow, and the planner rightly prefers to read
   * the whole table then.
   */
  async search(query: SearchQuery): Promise<SearchRow[]> {
    const [statement, parameters] = this.searchStatement(query);
    return this.dataSource.query<SearchRow[]>(statement, parameters);
  }

  /** The SQL and parameters `search` runs, for EXPLAIN and the benchmark. */
  searchStatement(query: SearchQuery): [string, unknown[]] {
    if (query.gender !== 'ALL')
      return this.searchBuilder(query, query.gender).getQueryAndParameters();
    const branches = [...memberGenders, null].map((gender) => this.searchBuilder(query, gender));
    const parameters: ObjectLiteral = {};
    for (const branch of branches) Object.assign(parameters, branch.getParameters());
    const union = branches.map((branch) => `(${branch.getQuery()})`).join(' UNION ALL ');
    const merged = `SELECT * FROM (${union}) AS found
                     ORDER BY found.sort_at DESC, found.id DESC LIMIT :mergedLimit`;
    parameters.mergedLimit = query.limit;
    return this.dataSource.driver.escapeQueryWithParameters(merged, parameters);
  }

  /** The visible ones among `userIds`, in one query; in no particular order. */
  byIds(userIds: readonly number[]): Promise<CardRow[]> {
    return this.visibleMembers()
      .andWhere('info.user_id = ANY(:userIds)', { userIds })
      .getRawMany<CardRow>();
  }

  /** One gender's page (null: members without a gender), in the query's order. */
  private searchBuilder(
    query: SearchQuery,
    gender: MemberGender | null,
  ): SelectQueryBuilder<UserInfoEntity> {
    const sortColumn = sortColumns[query.sort];
    const builder = this.visibleMembers(query.viewerId)
      .addSelect(sortColumn, 'sort_at')
      .addSelect(`${sortColumn}::text`, 'sort_key')
      .andWhere('info.user_id <> :callerId', { callerId: query.callerId })
      .andWhere('info.birthdate <= CAST(:bornOnOrBefore AS date)', {
        bornOnOrBefore: query.born.bornOnOrBefore,
      })
      .andWhere('info.birthdate > CAST(:bornAfter AS date)', { bornAfter: query.born.bornAfter });
    if (gender === null) builder.andWhere('info.gender IS NULL');
    else builder.andWhere(`info.gender = :gender_${gender}`, { [`gender_${gender}`]: gender });
    this.filtered(builder, query);
    if (query.after) {
      builder.andWhere(
        `(${sortColumn}, info.user_id) < (CAST(:afterKey AS timestamptz), :afterId)`,
        {
          afterKey: query.after.key,
          afterId: query.after.userId,
        },
      );
    }
    return builder
      .orderBy(sortColumn, 'DESC')
      .addOrderBy('info.user_id', 'DESC')
      .limit(query.limit);
  }

  private filtered(builder: SelectQueryBuilder<UserInfoEntity>, filters: SearchFilters): void {
    if (filters.country !== undefined) {
      builder.andWhere('lower(btrim(info.country)) = lower(btrim(:country))', {
        country: filters.country,
      });
    }
    // The card's photo may still be left out while its member has open reports.
    if (filters.hasPhoto) builder.andWhere('info.has_photo AND img.img_file IS NOT NULL');
    if (filters.verifiedOnly) builder.andWhere('info.photo_verified');
    if (filters.kids !== undefined) builder.andWhere('info.kids = :kids', { kids: filters.kids });
    if (filters.religion !== undefined) {
      builder.andWhere('info.religion = :religion', { religion: filters.religion });
    }
    if (filters.education !== undefined) {
      builder.andWhere('info.education = :education', { education: filters.education });
    }
  }

  private newestFirst(
    builder: SelectQueryBuilder<UserInfoEntity>,
  ): SelectQueryBuilder<UserInfoEntity> {
    return builder.orderBy('info.create_datetime', 'DESC').addOrderBy('info.user_id', 'DESC');
  }

  /**
   * Visible members as card rows, each with photo 1, less those blocked either way with
   * `viewerId`: what search narrows with its filters.
   */
  private visibleMembers(viewerId?: number): SelectQueryBuilder<UserInfoEntity> {
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
      .addSelect('info.last_active_at', 'last_active')
      .addSelect('info.show_activity', 'shows_activity')
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
    if (viewerId !== undefined) {
      builder.andWhere(notBlockedEitherWay('info.user_id', 'CAST(:viewerId AS int)'), {
        viewerId,
      });
    }
    return builder;
  }
}
