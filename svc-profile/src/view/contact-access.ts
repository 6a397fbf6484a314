import { Inject, Injectable, Logger } from '@nestjs/common';
import { billingCalls, interestCalls, type Caller } from '@dating/contracts';
import { CallClient, withTimeout } from '@dating/server';
import { PROFILE_CONFIG, type ProfileConfig } from '../config';

/**
 * SPEC.md §4's contact rule, the part other services know: the viewer has an active membership
 * (svc-billing) and the member responded to the viewer's interest (svc-interest).
 */
@Injectable()
export class ContactAccess {
  private readonly logger = new Logger(ContactAccess.name);

  constructor(
    private readonly calls: CallClient,
    @Inject(PROFILE_CONFIG) private readonly config: ProfileConfig,
  ) {}

  /**
   * Whether `ownerId` shares their contact details with `viewer`. Both are asked at once; a
   * failure, an answer not understood or none within CONTACT_CHECK_TIMEOUT_MS counts as no, so
   * a slow service does not slow the page, which shows without them.
   */
  async sharedWith(viewer: Caller, ownerId: number): Promise<boolean> {
    const asked = { caller: viewer, onFailure: { fallback: null } };
    try {
      const [membership, response] = await withTimeout(
        Promise.all([
          this.calls.call(billingCalls.membershipActive, { user_id: viewer.userId }, asked),
          this.calls.call(
            interestCalls.respondedGet,
            { user_id: viewer.userId, user_interest_id: ownerId },
            asked,
          ),
        ]),
        this.config.CONTACT_CHECK_TIMEOUT_MS,
        'The contact check',
      );
      return membership?.active === true && response?.responded === true;
    } catch (error) {
      this.logger.warn(`${(error as Error).message}; contact details withheld`);
      return false;
    }
  }
}
