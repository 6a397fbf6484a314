import { Inject, Injectable, Logger } from '@nestjs/common';
import { billingCalls, interestCalls, type Caller } from '@dating/contracts';
import { CallClient, CLOCK, withTimeout, type Clock } from '@dating/server';
import { PROFILE_CONFIG, type ProfileConfig } from '../config';
import { ContactFactsRepository } from './contact-facts.repository';
import { contactVerdict, membershipActive, type KnownContact } from './contact-rule';

/**
 * SPEC.md §4's contact rule, the part other services own: the viewer has an active membership
 * (svc-billing) and the member responded to the viewer's interest (svc-interest). Both come
 * from what svc-profile keeps of their events; a part not known here yet is asked once and kept.
 */
@Injectable()
export class ContactAccess {
  private readonly logger = new Logger(ContactAccess.name);

  constructor(
    private readonly calls: CallClient,
    private readonly facts: ContactFactsRepository,
    @Inject(PROFILE_CONFIG) private readonly config: ProfileConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Whether `ownerId` shares their contact details with `viewer`, given what is `known`. A part
   * still to ask that fails, is not understood or does not come within CONTACT_CHECK_TIMEOUT_MS
   * counts as no and is asked again next time: the page shows without the details.
   */
  async sharedWith(viewer: Caller, ownerId: number, known: KnownContact): Promise<boolean> {
    const now = this.clock.now();
    const verdict = contactVerdict(known, now);
    if (verdict !== 'ask') return verdict === 'shared';
    try {
      const [activeUntil, responded] = await withTimeout(
        both(
          known.membership
            ? Promise.resolve(known.membership.activeUntil)
            : this.askMembership(viewer),
          known.responded === null
            ? this.askResponse(viewer, ownerId)
            : Promise.resolve(known.responded),
        ),
        this.config.CONTACT_CHECK_TIMEOUT_MS,
        'The contact check',
      );
      return responded && membershipActive(activeUntil, now);
    } catch (error) {
      this.logger.warn(`${(error as Error).message}; contact details withheld`);
      return false;
    }
  }

  private async askMembership(viewer: Caller): Promise<Date | null> {
    const answer = await this.calls.call(
      billingCalls.membershipActive,
      { user_id: viewer.userId },
      { caller: viewer, onFailure: 'unavailable' },
    );
    const activeUntil = answer.active_until === null ? null : new Date(answer.active_until);
    await this.facts.keepMembership(viewer.userId, activeUntil);
    return activeUntil;
  }

  private async askResponse(viewer: Caller, ownerId: number): Promise<boolean> {
    const answer = await this.calls.call(
      interestCalls.respondedGet,
      { user_id: viewer.userId, user_interest_id: ownerId },
      { caller: viewer, onFailure: 'unavailable' },
    );
    await this.facts.keepResponse(viewer.userId, ownerId, answer.responded, answer.version);
    return answer.responded;
  }
}

/** Both answers once both are in (each kept as it comes, so neither is asked again), else why not. */
async function both<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([a, b]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}
