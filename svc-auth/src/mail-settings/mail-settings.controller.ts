import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { MailSettingsService } from './mail-settings.service';

@Controller()
export class MailSettingsController {
  constructor(private readonly settings: MailSettingsService) {}

  @Handles(authCalls.mailSettingsGet)
  get({ input }: Handled<typeof authCalls.mailSettingsGet>) {
    return this.settings.get(input.user_id);
  }

  @Handles(authCalls.mailSettingsUpdate)
  update({ input: { user_id, ...changes } }: Handled<typeof authCalls.mailSettingsUpdate>) {
    return this.settings.update(user_id, changes);
  }

  @Handles(authCalls.mailUnsubscribe)
  unsubscribe({ input }: Handled<typeof authCalls.mailUnsubscribe>) {
    return this.settings.unsubscribe(input.token);
  }

  @Handles(authCalls.mailRecipients)
  recipients({ input }: Handled<typeof authCalls.mailRecipients>) {
    return this.settings.recipients(input);
  }
}
