import { Injectable } from '@nestjs/common';
import {
  Messages,
  searchPageSize,
  type Caller,
  type CategoryCard,
  type CategoryInput,
  type CategoryPageResult,
  type CategoryResult,
  type SearchInput,
} from '@dating/contracts';
import { badRequest, CallClient } from '@dating/server';
import { birthdateRange } from './birthdate-range';
import { blockedEitherWay } from './blocked-members';
import { CardsRepository } from './cards.repository';
import { toCategoryCard } from './category-card';
import { decodeCursor, encodeCursor } from './search-cursor';

/** SPEC.md §9: the home page shows at most 8 cards. */
export const homeCardCount = 8;

@Injectable()
export class CardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly calls: CallClient,
  ) {}

  /**
   * get-category: the home page's cards for an empty body, else a page of a member's search;
   * members blocked either way with the caller are left out of both.
   */
  async category(caller: Caller | null, input: CategoryInput): Promise<CategoryResult> {
    const hiddenIds = await blockedEitherWay(this.calls, caller);
    return input.kind === 'home' ? this.newest(hiddenIds) : this.search(input, hiddenIds);
  }

  /** The home page's cards: the newest visible members, less `hiddenIds`. */
  async newest(hiddenIds: readonly number[]): Promise<CategoryCard[]> {
    const rows = await this.cards.newest({ limit: homeCardCount, hiddenIds });
    return rows.map((row) => toCategoryCard(row));
  }

  /**
   * A member's search: other visible members of the chosen gender whose age in full years is
   * in the range, newest first, one page after `cursor`, less `hiddenIds`. `user_id` is the
   * searcher's own (the call's owner field).
   */
  async search(input: SearchInput, hiddenIds: readonly number[]): Promise<CategoryPageResult> {
    const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !after) throw badRequest(Messages.searchCursorInvalid);
    const today = new Date();
    // One row past the page tells whether there is a next one.
    const rows = await this.cards.search({
      callerId: input.user_id,
      gender: input.gender_for,
      born: birthdateRange(input.age_start, input.age_end, today),
      after,
      verifiedOnly: input.verified_only === true,
      limit: searchPageSize + 1,
      hiddenIds,
    });
    const page = rows.slice(0, searchPageSize);
    const last = page.at(-1);
    return {
      status: 'OK',
      result: page.map((row) => toCategoryCard(row, today)),
      next_cursor:
        rows.length > searchPageSize && last
          ? encodeCursor({ created: last.created, userId: last.id })
          : null,
    };
  }

  /** The cards of these members, in the order asked; hidden and unknown members drop out. */
  async byIds(userIds: readonly number[]): Promise<CategoryCard[]> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return [];
    const rows = new Map((await this.cards.byIds(wanted)).map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCategoryCard(row)] : [];
    });
  }
}
