import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '@dating/server';
import {
  byIdsStatement,
  newestStatement,
  type ByIdsQuery,
  type CardQuery,
  type ViewerSetting,
} from './card-sql';
import { type CardRow } from './category-card';
import { searchStatement, type SearchQuery, type SearchRow } from './search-sql';

export type { CardQuery } from './card-sql';
export type { SearchFilters, SearchQuery, SearchRow } from './search-sql';

/**
 * Member cards: visible members only (a hidden profile is in no list). Each statement's text is
 * written once per shape (card-sql, search-sql) and prepared on each connection: a request only
 * gathers its parameters.
 */
@Injectable()
export class CardsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The newest visible members with a photo (index user_info_visible_newest_idx, each probed on
   * user_img's primary key): a profile without one is not shown on the home page. A member has
   * a User Information row only once its name is saved. With a viewer, each row also carries
   * the viewer's own activity setting.
   */
  newest(query: CardQuery): Promise<(CardRow & Partial<ViewerSetting>)[]> {
    return preparedQuery<CardRow & Partial<ViewerSetting>>(
      this.dataSource,
      ...newestStatement(query),
    );
  }

  /** The SQL and parameters `newest` runs, for EXPLAIN. */
  newestStatement(query: CardQuery): [string, unknown[]] {
    return newestStatement(query);
  }

  /**
   * A page of search results in the query's order, after `query.after`: for a gender, one scan
   * of user_info_visible_gender_<order>_idx; for all, one index scan per gender (and one for
   * members without a gender), merged in the order. A single index in the order alone would be
   * read from end to end when the filters are narrow, and the planner rightly prefers to read
   * the whole table then.
   */
  search(query: SearchQuery): Promise<SearchRow[]> {
    return preparedQuery<SearchRow>(this.dataSource, ...searchStatement(query));
  }

  /** The SQL and parameters `search` runs, for EXPLAIN and the benchmark. */
  searchStatement(query: SearchQuery): [string, unknown[]] {
    return searchStatement(query);
  }

  /**
   * The visible ones among `userIds`, in one query, in no particular order; with a viewer, each
   * row also carries the viewer's own activity setting.
   */
  byIds(query: ByIdsQuery): Promise<(CardRow & Partial<ViewerSetting>)[]> {
    return preparedQuery<CardRow & Partial<ViewerSetting>>(
      this.dataSource,
      ...byIdsStatement(query),
    );
  }

  /** The key search cursors are sealed with (search_cursor_key's one row). */
  async searchCursorSecret(): Promise<Buffer> {
    const [row] = await this.dataSource.query<{ secret: Buffer }[]>(
      'SELECT secret FROM search_cursor_key WHERE id = 1',
    );
    if (!row) throw new Error('search_cursor_key has no key: run the migrations');
    return row.secret;
  }
}
