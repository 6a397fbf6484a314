import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { SensitiveConsentService } from './sensitive-consent.service';

@Controller()
export class SensitiveConsentController {
  constructor(private readonly consents: SensitiveConsentService) {}

  @Handles(profileCalls.sensitiveConsentGet)
  get({ input }: Handled<typeof profileCalls.sensitiveConsentGet>) {
    return this.consents.state(input.user_id);
  }

  @Handles(profileCalls.sensitiveConsentWithdraw)
  withdraw({ input, lang }: Handled<typeof profileCalls.sensitiveConsentWithdraw>) {
    return this.consents.withdraw(input.user_id, lang);
  }
}
