import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { interestResponseEvent } from '@dating/contracts';
import { Outbox } from '@dating/server';
import { InterestRepository } from './interest.repository';

/**
 * Changes of a pair's interest, made under the pair's lock, that tell svc-profile when the two
 * start or stop having answered each other's interest (its contact details depend on it).
 */
@Injectable()
export class ResponseEvents {
  constructor(
    private readonly interests: InterestRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Runs `work` in InterestRepository.inPairLock and, when the pair's response changed, writes
   * the event in the same transaction, numbered under the lock: svc-profile hears of every
   * change, in order, once it is kept.
   */
  inPairLock<T>(a: number, b: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.interests.inPairLock(a, b, async (manager) => {
      const before = await this.responded(manager, a, b);
      const value = await work(manager);
      const after = await this.responded(manager, a, b);
      if (before !== after) {
        await this.outbox.event(manager, interestResponseEvent, {
          user_id: a,
          other_user_id: b,
          responded: after,
          version: await this.interests.nextResponseVersion(manager),
        });
      }
      return value;
    });
  }

  private async responded(manager: EntityManager, a: number, b: number): Promise<boolean> {
    const { mine, theirs } = await this.interests.between(a, b, manager);
    return mine && theirs;
  }
}
