import { Injectable } from '@nestjs/common';
import { membershipStateOf, type MembershipsListResult } from '@dating/contracts';
import { memberView } from './member-view';
import { MembershipsRepository } from './memberships.repository';

/** A member's USER_MEMBER rows and the subscription status they make (SPEC.md §4). */
@Injectable()
export class MembershipsService {
  constructor(private readonly memberships: MembershipsRepository) {}

  async listOwn(userId: number): Promise<MembershipsListResult> {
    const result = (await this.memberships.listOwn(userId)).map(memberView);
    return { status: 'OK', result, membership: membershipStateOf(result) };
  }
}
