import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { categorySchema, Subjects, type ServiceRequest } from '@dating/contracts';
import { parseInput } from '@dating/server';
import { CardsService } from './cards.service';

@Controller()
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  /** SPEC.md §7 answers get-category with the list itself. */
  @MessagePattern(Subjects.profile.cardsGet)
  get(@Payload() request: ServiceRequest) {
    parseInput(categorySchema, request.body);
    return this.cards.newest();
  }
}
