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
}
