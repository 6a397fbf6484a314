import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { BlockFactsRepository } from './block-facts.repository';

/** svc-interest's word of a block as it happens; its event repeats it (kept once, by version). */
@Controller()
export class BlockKeepController {
  constructor(private readonly facts: BlockFactsRepository) {}

  @Handles(profileCalls.blockKeep)
  async keep({ input }: Handled<typeof profileCalls.blockKeep>) {
    await this.facts.keep(input);
    return { status: 'OK' as const };
  }
}
