import { Controller } from '@nestjs/common';
import { authCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { AccountLock } from './account-lock';

@Controller()
export class UnlockController {
  constructor(private readonly locks: AccountLock) {}

  @Handles(authCalls.accountUnlock)
  unlock({ input }: Handled<typeof authCalls.accountUnlock>) {
    return this.locks.unlock(input.token);
  }
}
