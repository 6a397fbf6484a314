import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ConsentService } from './consent.service';

@Controller()
export class ConsentController {
  constructor(private readonly consent: ConsentService) {}

  @Handles(authCalls.consentAccept)
  accept({ caller, input }: Handled<typeof authCalls.consentAccept>) {
    return this.consent.accept(caller, input);
  }

  @Handles(authCalls.consentsList)
  list({ caller }: Handled<typeof authCalls.consentsList>) {
    return this.consent.list(caller);
  }
}
