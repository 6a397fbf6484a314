import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { ViewService } from './view.service';

@Controller()
export class ViewController {
  constructor(private readonly views: ViewService) {}

  @Handles(profileCalls.viewGet)
  view({ caller, input, lang }: Handled<typeof profileCalls.viewGet>) {
    return this.views.view(caller, input.user_id, lang);
  }

  @Handles(profileCalls.adminViewGet)
  adminView({ input, lang }: Handled<typeof profileCalls.adminViewGet>) {
    return this.views.adminView(input.user_id, lang);
  }
}
