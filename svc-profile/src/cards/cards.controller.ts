import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cardsByIdsSchema, categorySchema, Subjects, type ServiceRequest } from '@dating/contracts';
import { assertOwner, parseInput, requireCaller } from '@dating/server';
import { CardsService } from './cards.service';

@Controller()
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  /** SPEC.md §7 answers the home page's get-category with the list itself; a search by pages. */
  @MessagePattern(Subjects.profile.cardsGet)
  get(@Payload() request: ServiceRequest) {
    const input = parseInput(categorySchema, request.body);
    if (input.kind === 'home') return this.cards.newest();
    const caller = requireCaller(request);
    assertOwner(caller, input.user_id);
    return this.cards.search(caller.userId, input);
  }

  /** The cards of a list of members (svc-interest's lists), in one query. */
  @MessagePattern(Subjects.profile.cardsByIds)
  byIds(@Payload() request: ServiceRequest) {
    const { user_ids } = parseInput(cardsByIdsSchema, request.body);
    return this.cards.byIds(user_ids);
  }
}
