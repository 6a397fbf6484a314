import { Injectable } from '@nestjs/common';
import { interestCalls, type Caller } from '@dating/contracts';
import { CallClient } from '@dating/server';
import { BlockFactsRepository } from './block-facts.repository';

/**
 * Makes sure block_fact holds every block of a viewer before a read leaves them out: a member
 * not known yet (their blocks predate interestBlockEvent) is asked of svc-interest once. It
 * fails closed: when svc-interest cannot answer, the read answers 503 rather than show members
 * who may be blocked.
 */
@Injectable()
export class KnownBlocks {
  /** Known never reverts, so each replica remembers whom it has seen known. */
  private readonly known = new Set<number>();

  constructor(
    private readonly calls: CallClient,
    private readonly facts: BlockFactsRepository,
  ) {}

  async ensure(viewer: Caller): Promise<void> {
    if (this.known.has(viewer.userId)) return;
    if (!(await this.facts.isKnown(viewer.userId))) {
      const answer = await this.calls.call(
        interestCalls.blockPairs,
        { user_id: viewer.userId },
        { caller: viewer, onFailure: 'unavailable' },
      );
      await this.facts.keepAllOf(viewer.userId, answer.pairs);
    }
    this.known.add(viewer.userId);
  }
}
