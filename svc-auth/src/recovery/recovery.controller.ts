import { Controller } from '@nestjs/common';
import { recoveryCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { RecoveryService } from './recovery.service';

@Controller()
export class RecoveryController {
  constructor(private readonly recovery: RecoveryService) {}

  @Handles(recoveryCalls.resetRequest)
  request({ input, lang }: Handled<typeof recoveryCalls.resetRequest>) {
    return this.recovery.request(input.email, lang);
  }

  @Handles(recoveryCalls.resetTokenCheck)
  checkToken({ input }: Handled<typeof recoveryCalls.resetTokenCheck>) {
    return this.recovery.checkToken(input.token);
  }

  @Handles(recoveryCalls.passwordReset)
  resetPassword({ input }: Handled<typeof recoveryCalls.passwordReset>) {
    return this.recovery.resetPassword(input);
  }

  @Handles(recoveryCalls.resetRequestsList)
  list({ input }: Handled<typeof recoveryCalls.resetRequestsList>) {
    return this.recovery.list(input.page);
  }

  @Handles(recoveryCalls.resetLinkResend)
  resend({ caller, input }: Handled<typeof recoveryCalls.resetLinkResend>) {
    return this.recovery.resend(input.request_id, caller);
  }
}
