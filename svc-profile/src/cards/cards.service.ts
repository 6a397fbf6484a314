import { Injectable } from '@nestjs/common';
import {
  Messages,
  searchPageSize,
  type CategoryCard,
  type CategoryInput,
  type CategoryPageResult,
  type CategoryResult,
  type SearchInput,
} from '@dating/contracts';
import { badRequest } from '@dating/server';
import { birthdateRange } from './birthdate-range';
import { CardsRepository } from './cards.repository';
import { toCategoryCard } from './category-card';
import { decodeCursor, encodeCursor } from './search-cursor';

/** SPEC.md §9: the home page shows at most 8 cards. */
export const homeCardCount = 8;

@Injectable()
export class CardsService {
  constructor(private readonly cards: CardsRepository) {}

  /** get-category: the home page's cards for an empty body, else a page of a member's search. */
  category(input: CategoryInput): Promise<CategoryResult> {
    return input.kind === 'home' ? this.newest() : this.search(input);
  }

  /** The home page's cards: the newest visible members. */
  async newest(): Promise<CategoryCard[]> {
    const rows = await this.cards.newest({ limit: homeCardCount });
    return rows.map((row) => toCategoryCard(row));
  }

  /**
   * A member's search: other visible members of the chosen gender whose age in full years is
   * in the range, newest first, one page after `cursor`. `user_id` is the searcher's own (the
   * call's owner field).
   */
  async search(input: SearchInput): Promise<CategoryPageResult> {
    const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
    if (input.cursor !== undefined && !after) throw badRequest(Messages.searchCursorInvalid);
    const today = new Date();
    // One row past the page tells whether there is a next one.
    const rows = await this.cards.search({
      callerId: input.user_id,
      gender: input.gender_for,
      born: birthdateRange(input.age_start, input.age_end, today),
      after,
      limit: searchPageSize + 1,
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
