import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { CardsService } from './cards.service';

@Controller()
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  /** SPEC.md §7 answers the home page's get-category with the list itself; a search by pages. */
  @Handles(profileCalls.cardsGet)
  get({ caller, input }: Handled<typeof profileCalls.cardsGet>) {
    return this.cards.category(caller, input);
  }

  /** The cards of a list of members (svc-interest's lists), in one query. */
  @Handles(profileCalls.cardsByIds)
  byIds({ caller, input }: Handled<typeof profileCalls.cardsByIds>) {
    return this.cards.byIds(caller, input.user_ids);
  }
}
