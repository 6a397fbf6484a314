import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { AdminBillingService } from './admin-billing.service';

@Controller()
export class AdminBillingController {
  constructor(private readonly admin: AdminBillingService) {}

  @Handles(billingCalls.adminStats)
  figures() {
    return this.admin.figures();
  }

  @Handles(billingCalls.adminMemberBilling)
  member({ input }: Handled<typeof billingCalls.adminMemberBilling>) {
    return this.admin.member(input.user_id);
  }
}
