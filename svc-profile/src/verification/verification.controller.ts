import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { VerificationService } from './verification.service';

@Controller()
export class VerificationController {
  constructor(private readonly verifications: VerificationService) {}

  @Handles(profileCalls.verificationStatus)
  status({ input }: Handled<typeof profileCalls.verificationStatus>) {
    return this.verifications.status(input.user_id);
  }

  @Handles(profileCalls.verificationStart)
  start({ input }: Handled<typeof profileCalls.verificationStart>) {
    return this.verifications.start(input.user_id);
  }

  @Handles(profileCalls.verificationSubmit)
  submit({ input }: Handled<typeof profileCalls.verificationSubmit>) {
    return this.verifications.submit(input.user_id, input.img_file);
  }

  @Handles(profileCalls.adminVerificationQueue)
  queue({ input }: Handled<typeof profileCalls.adminVerificationQueue>) {
    return this.verifications.queue(input.page);
  }

  @Handles(profileCalls.adminVerificationDecide)
  decide({ caller, input }: Handled<typeof profileCalls.adminVerificationDecide>) {
    return this.verifications.decide(caller, input.request_id, input.approve, input.reason);
  }
}
