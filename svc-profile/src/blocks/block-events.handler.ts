import { Injectable } from '@nestjs/common';
import { interestBlockEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { BlockFactsRepository } from './block-facts.repository';

/** svc-interest's blocks: the only source of block_fact. */
@Injectable()
export class BlockEventsHandler {
  constructor(private readonly facts: BlockFactsRepository) {}

  @OnEvent(interestBlockEvent)
  async block(event: EventPayload<typeof interestBlockEvent>): Promise<void> {
    await this.facts.keep(event);
  }
}
