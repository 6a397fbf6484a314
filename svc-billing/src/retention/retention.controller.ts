import { Controller } from '@nestjs/common';
import { billingCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { RetentionService } from './retention.service';

@Controller()
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Handles(billingCalls.adminRetentionRuns)
  list({ input }: Handled<typeof billingCalls.adminRetentionRuns>) {
    return this.retention.list(input.page);
  }
}
