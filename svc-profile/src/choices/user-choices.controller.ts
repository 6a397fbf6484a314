import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { UserChoicesService } from './user-choices.service';

@Controller()
export class UserChoicesController {
  constructor(private readonly userChoices: UserChoicesService) {}

  @Handles(profileCalls.userChoicesGet)
  list({ input }: Handled<typeof profileCalls.userChoicesGet>) {
    return this.userChoices.list(input.user_id, input.ref_table);
  }

  @Handles(profileCalls.userChoiceCreate)
  create({ input, audit }: Handled<typeof profileCalls.userChoiceCreate>) {
    return this.userChoices.add(input, audit);
  }
}
