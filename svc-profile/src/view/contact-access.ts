import { Injectable, Logger } from '@nestjs/common';
import {
  Subjects,
  type Caller,
  type MembershipActiveInput,
  type RespondedInput,
} from '@dating/contracts';
import { ServiceClient } from '@dating/server';
import { z } from 'zod';

const membershipAnswer = z.object({ active: z.boolean() });
const responseAnswer = z.object({ responded: z.boolean() });

/**
 * SPEC.md §4's contact rule, the part other services know: the viewer has an active membership
 * (svc-billing) and the member responded to the viewer's interest (svc-interest).
 */
@Injectable()
export class ContactAccess {
  private readonly logger = new Logger(ContactAccess.name);

  /** The client's timeout is CONTACT_CHECK_TIMEOUT_MS: a slow service must not slow the page. */
  constructor(private readonly services: ServiceClient) {}

  /**
   * Whether `ownerId` shares their contact details with `viewer`. Both are asked at once; a
   * failure, a late answer or one not understood counts as no, so the page shows without them.
   */
  async sharedWith(viewer: Caller, ownerId: number): Promise<boolean> {
    const [membership, response] = await Promise.all([
      this.ask(
        Subjects.billing.membershipActive,
        { user_id: viewer.userId } satisfies MembershipActiveInput,
        viewer,
        membershipAnswer,
      ),
      this.ask(
        Subjects.interest.respondedGet,
        { user_id: viewer.userId, user_interest_id: ownerId } satisfies RespondedInput,
        viewer,
        responseAnswer,
      ),
    ]);
    return membership?.active === true && response?.responded === true;
  }

  private async ask<Answer>(
    subject: string,
    body: object,
    caller: Caller,
    answer: z.ZodType<Answer>,
  ): Promise<Answer | null> {
    try {
      const parsed = answer.safeParse(await this.services.request(subject, body, { caller }));
      if (parsed.success) return parsed.data;
      this.logger.warn(`${subject} answered in an unknown shape; contact details withheld`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`${subject} failed (${reason}); contact details withheld`);
    }
    return null;
  }
}
