import { Controller } from '@nestjs/common';
import { profileCalls } from '@dating/contracts';
import { Handles, type Handled } from '@dating/server';
import { MemberNamesRepository } from './member-names.repository';

/**
 * Profile names for other services, hidden profiles included: the admin's member search (asked
 * by svc-auth) and the names e-mails greet members by.
 */
@Controller()
export class MemberNamesController {
  constructor(private readonly memberNames: MemberNamesRepository) {}

  @Handles(profileCalls.memberNamesFind)
  async find({ input }: Handled<typeof profileCalls.memberNamesFind>) {
    return { members: await this.memberNames.findByName(input.query) };
  }

  @Handles(profileCalls.memberNamesGet)
  async names({ input }: Handled<typeof profileCalls.memberNamesGet>) {
    return { members: await this.memberNames.namesOf(input.user_ids) };
  }
}
