import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { EmailService } from './email.service';

@Controller()
export class EmailController {
  constructor(private readonly email: EmailService) {}

  @Handles(authCalls.emailConfirm)
  confirm({ input }: Handled<typeof authCalls.emailConfirm>) {
    return this.email.confirm(input.token);
  }

  @Handles(authCalls.confirmationResend)
  resend({ caller }: Handled<typeof authCalls.confirmationResend>) {
    return this.email.resend(caller);
  }

  @Handles(authCalls.emailChange)
  change({ caller, input }: Handled<typeof authCalls.emailChange>) {
    return this.email.change(caller, input);
  }
}
