import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { AccountsService } from './accounts.service';

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Handles(authCalls.userRegister)
  register({ input, lang }: Handled<typeof authCalls.userRegister>) {
    return this.accounts.register(input, lang);
  }

  @Handles(authCalls.userCreate)
  create({ input, caller }: Handled<typeof authCalls.userCreate>) {
    return this.accounts.createUserLogin(input, caller);
  }

  @Handles(authCalls.userByUsername)
  byUsername({ input }: Handled<typeof authCalls.userByUsername>) {
    return this.accounts.userByUsername(input.username);
  }

  @Handles(authCalls.usersGet)
  byIds({ input }: Handled<typeof authCalls.usersGet>) {
    return this.accounts.usersByIds(input);
  }
}
