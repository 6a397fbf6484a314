import { Injectable } from '@nestjs/common';
import { billingCalls, type Caller } from '@dating/contracts';
import { CallClient } from '@dating/server';

/** What svc-interest asks svc-billing: whether a member has an active membership now. */
@Injectable()
export class MembershipsClient {
  constructor(private readonly calls: CallClient) {}

  /** Fails (503) when svc-billing does not answer: nobody is taken for a subscriber or not. */
  async isActive(userId: number, caller: Caller): Promise<boolean> {
    const { active } = await this.calls.call(
      billingCalls.membershipActive,
      { user_id: userId },
      { caller, onFailure: 'unavailable' },
    );
    return active;
  }
}
