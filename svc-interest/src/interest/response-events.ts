import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { interestResponseEvent, type EventPayload } from '@dating/contracts';
import { EventPublisher } from '@dating/server';
import { InterestRepository } from './interest.repository';

type ResponseChange = EventPayload<typeof interestResponseEvent>;

/**
 * Changes of a pair's interest, made under the pair's lock, that tell svc-profile when the two
 * start or stop having answered each other's interest (its contact details depend on it).
 */
@Injectable()
export class ResponseEvents {
  constructor(
    private readonly interests: InterestRepository,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Runs `work` in InterestRepository.inPairLock and announces a change of the pair's response,
   * numbered under the lock. An end is published before the transaction commits: when it cannot
   * be, nothing changes (503), so contact details never stay shown after an unmatch or a block.
   * A start is published after the commit: if it is lost, they stay withheld (fails closed).
   */
  async inPairLock<T>(
    a: number,
    b: number,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const { value, started } = await this.interests.inPairLock(a, b, async (manager) => {
      const before = await this.responded(manager, a, b);
      const value = await work(manager);
      const after = await this.responded(manager, a, b);
      if (before === after) return { value, started: null };
      const change: ResponseChange = {
        user_id: a,
        other_user_id: b,
        responded: after,
        version: await this.interests.nextResponseVersion(manager),
      };
      if (after) return { value, started: change };
      await this.publish(change);
      return { value, started: null };
    });
    if (started) await this.publish(started);
    return value;
  }

  private async responded(manager: EntityManager, a: number, b: number): Promise<boolean> {
    const { mine, theirs } = await this.interests.between(a, b, manager);
    return mine && theirs;
  }

  private publish(change: ResponseChange): Promise<void> {
    const [low, high] = [change.user_id, change.other_user_id].sort((x, y) => x - y);
    return this.events.publish(
      interestResponseEvent,
      change,
      `response-${low}-${high}-${change.version}`,
    );
  }
}
