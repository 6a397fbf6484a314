import { Injectable } from '@nestjs/common';
import { CardsRepository } from './cards.repository';

/** The key search cursors are sealed with (search_cursor_key), read once, shared by replicas. */
@Injectable()
export class SearchCursorKey {
  private key?: Promise<Buffer>;

  constructor(private readonly cards: CardsRepository) {}

  secret(): Promise<Buffer> {
    this.key ??= this.cards.searchCursorSecret().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
