import { Injectable } from '@nestjs/common';
import {
  Messages,
  Role,
  searchPageSize,
  type Caller,
  type CategoryCard,
  type CategoryInput,
  type CategoryPageResult,
  type CategoryResult,
  type SearchInput,
} from '@dating/contracts';
import { badRequest } from '@dating/server';
import { ActivityRepository } from '../activity/activity.repository';
import { KnownBlocks } from '../blocks/known-blocks';
import { CardsRepository } from './cards.repository';
import { toCategoryCard } from './category-card';
import { decodeCursor, encodeCursor } from './search-cursor';
import { searchQueryOf } from './search-query';
import { SearchCursorKey } from './search-cursor-key';

/** SPEC.md §9: the home page shows at most 8 cards. */
export const homeCardCount = 8;

@Injectable()
export class CardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly blocks: KnownBlocks,
    private readonly activity: ActivityRepository,
    private readonly cursorKey: SearchCursorKey,
  ) {}

  /**
   * get-category: the home page's cards for an empty body, else a page of a member's search;
   * members blocked either way with the caller are left out of both.
   */
  async category(caller: Caller | null, input: CategoryInput): Promise<CategoryResult> {
    const [viewerShows] = await Promise.all([
      this.viewerShows(caller),
      caller ? this.blocks.ensure(caller) : undefined,
    ]);
    const viewerId = caller?.userId;
    return input.kind === 'home'
      ? this.newest(viewerId, viewerShows)
      : this.search(input, viewerId, viewerShows);
  }

  /** The home page's cards: the newest visible members, less those blocked with `viewerId`. */
  async newest(viewerId: number | undefined, viewerShows: boolean | null): Promise<CategoryCard[]> {
    const rows = await this.cards.newest({ limit: homeCardCount, viewerId });
    return rows.map((row) => toCategoryCard(row, viewerShows));
  }

  /**
   * A member's search: other visible members of the chosen gender whose age in full years is
   * in the range and who match the filters, newest or most recently active first, one page
   * after `cursor`, less those blocked with `viewerId`. `user_id` is the searcher's own (the
   * call's owner field).
   * A searcher who hides their own activity cannot sort by others': they get newest first.
   */
  async search(
    input: SearchInput,
    viewerId: number | undefined,
    viewerShows: boolean | null,
  ): Promise<CategoryPageResult> {
    const sort = input.sort === 'active' && viewerShows === true ? 'active' : 'newest';
    const secret = await this.cursorKey.secret();
    const after = input.cursor === undefined ? null : decodeCursor(secret, input.cursor, sort);
    if (input.cursor !== undefined && !after) throw badRequest(Messages.searchCursorInvalid);
    const today = new Date();
    const rows = await this.cards.search({
      ...searchQueryOf(input, sort, after, today),
      viewerId,
    });
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

  /**
   * The cards of these members, in the order asked, for the member svc-interest lists them
   * for (`caller`); hidden and unknown members drop out.
   */
  async byIds(caller: Caller | null, userIds: readonly number[]): Promise<CategoryCard[]> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return [];
    const [found, viewerShows] = await Promise.all([
      this.cards.byIds(wanted),
      this.viewerShows(caller),
    ]);
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
