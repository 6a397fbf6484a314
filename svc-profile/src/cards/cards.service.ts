import { Injectable } from '@nestjs/common';
import {
  Role,
  searchPageSize,
  type Caller,
  type CategoryCard,
  type CategoryInput,
  type CategoryPageResult,
  type CategoryResult,
  type SearchInput,
  type SearchSort,
  MessageCode,
} from '@dating/contracts';
import { badRequest } from '@dating/server';
import { ActivityRepository } from '../activity/activity.repository';
import { type ViewerSetting } from './card-sql';
import { CardsRepository, type SearchQuery, type SearchRow } from './cards.repository';
import { toCategoryCard } from './category-card';
import { decodeCursor, encodeCursor } from './search-cursor';
import { searchQueryOf } from './search-query';
import { SearchCursorKey } from './search-cursor-key';

/** SPEC.md §9: the home page shows at most 8 cards. */
export const homeCardCount = 8;

/**
 * The viewer's own activity setting as the statement that read the cards read it beside them
 * (`viewer_shows`); null for a visitor or an administrator, whose setting does not apply, and
 * for no cards at all, where it does not matter.
 */
function settingOf(caller: Caller | null, rows: readonly Partial<ViewerSetting>[]): boolean | null {
  return caller?.role === Role.Member ? (rows[0]?.viewer_shows ?? null) : null;
}

/** A search's rows, in the order served, and the searcher's own activity setting. */
interface SearchRead {
  sort: SearchSort;
  rows: SearchRow[];
  viewerShows: boolean | null;
}

@Injectable()
export class CardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly activity: ActivityRepository,
    private readonly cursorKey: SearchCursorKey,
  ) {}

  /**
   * get-category: the home page's cards for an empty body, else a page of a member's search;
   * members blocked either way with the caller are left out of both.
   */
  category(caller: Caller | null, input: CategoryInput): Promise<CategoryResult> {
    return input.kind === 'home' ? this.newest(caller) : this.search(input, caller);
  }

  /**
   * The home page's cards: the newest visible members, less those blocked with the viewer,
   * read beside the viewer's own setting.
   */
  async newest(caller: Caller | null): Promise<CategoryCard[]> {
    const rows = await this.cards.newest({ limit: homeCardCount, viewerId: caller?.userId });
    const viewerShows = settingOf(caller, rows);
    return rows.map((row) => toCategoryCard(row, viewerShows));
  }

  /**
   * A member's search: other visible members of the chosen gender whose age in full years is
   * in the range and who match the filters, newest or most recently active first, one page
   * after `cursor`, less those blocked with the searcher. `user_id` is the searcher's own (the
   * call's owner field).
   * A searcher who hides their own activity cannot sort by others': they get newest first. So
   * only the active order asks for the searcher's setting first; newest first reads it in the
   * statement that reads the page, a round trip fewer.
   */
  async search(input: SearchInput, caller: Caller | null): Promise<CategoryPageResult> {
    const secret = await this.cursorKey.secret();
    const today = new Date();
    const queryIn = (sort: SearchSort): SearchQuery => {
      const after = input.cursor === undefined ? null : decodeCursor(secret, input.cursor, sort);
      if (input.cursor !== undefined && !after) throw badRequest(MessageCode.searchCursorInvalid);
      return { ...searchQueryOf(input, sort, after, today), viewerId: caller?.userId };
    };
    const { sort, rows, viewerShows } =
      input.sort === 'active'
        ? await this.activeFirst(caller, queryIn)
        : await this.newestFirst(caller, queryIn('newest'));
    const page = rows.slice(0, searchPageSize);
    const last = page.at(-1);
    return {
      status: 'OK',
      result: page.map((row) => toCategoryCard(row, viewerShows, today)),
      next_cursor:
        rows.length > searchPageSize && last
          ? encodeCursor(secret, { sort, key: last.sort_key, userId: last.id })
          : null,
      sort,
    };
  }

  private async newestFirst(caller: Caller | null, query: SearchQuery): Promise<SearchRead> {
    const rows = await this.cards.search(query);
    return { sort: 'newest', rows, viewerShows: settingOf(caller, rows) };
  }

  private async activeFirst(
    caller: Caller | null,
    queryIn: (sort: SearchSort) => SearchQuery,
  ): Promise<SearchRead> {
    const viewerShows = await this.viewerShows(caller);
    const sort = viewerShows === true ? 'active' : 'newest';
    return { sort, rows: await this.cards.search(queryIn(sort)), viewerShows };
  }

  /**
   * The cards of these members, in the order asked, for the member svc-interest lists them
   * for (`caller`); hidden and unknown members drop out.
   */
  async byIds(caller: Caller | null, userIds: readonly number[]): Promise<CategoryCard[]> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return [];
    const found = await this.cards.byIds({ userIds: wanted, viewerId: caller?.userId });
    const viewerShows = settingOf(caller, found);
    const rows = new Map(found.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCategoryCard(row, viewerShows)] : [];
    });
  }

  /** The viewer's own activity setting; null for a visitor or an administrator. */
  private viewerShows(caller: Caller | null): Promise<boolean | null> {
    return caller?.role === Role.Member
      ? this.activity.shows(caller.userId)
      : Promise.resolve(null);
  }
}
