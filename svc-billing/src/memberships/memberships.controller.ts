import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { MembershipsService } from './memberships.service';

@Controller()
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Handles(billingCalls.membershipsList)
  list({ caller }: Handled<typeof billingCalls.membershipsList>) {
    return this.memberships.listOwn(caller.userId);
  }

  /** svc-profile asks it about any member before it shows contact details. */
  @Handles(billingCalls.membershipActive)
  active({ input }: Handled<typeof billingCalls.membershipActive>) {
    return this.memberships.isActive(input.user_id);
  }
}
