import { Injectable } from '@nestjs/common';
import { type CategoryCard } from '@dating/contracts';
import { CardsRepository } from './cards.repository';
import { toCategoryCard } from './category-card';

/** SPEC.md §9: the home page shows at most 8 cards. */
export const homeCardCount = 8;

@Injectable()
export class CardsService {
  constructor(private readonly cards: CardsRepository) {}

  /** The home page's cards: the newest visible members. */
  async newest(): Promise<CategoryCard[]> {
    const rows = await this.cards.newest({ limit: homeCardCount });
    return rows.map((row) => toCategoryCard(row));
  }
}
