import { Injectable } from '@nestjs/common';
import { type Caller } from '@dating/contracts';
import { MembersClient } from '../members/members.client';
import { type ReporterStanding, unknownStanding } from './reporter-standing';

/**
 * Where a reporter's standing comes from: svc-auth's `auth.users.get`, which answers when the
 * account was created and whether its e-mail is confirmed. The account's age is counted from
 * svc-auth's clock to this one's; the skew between them is nothing beside a week.
 */
@Injectable()
export class ReporterStandings {
  constructor(private readonly members: MembersClient) {}

  /** The reporter's standing now; a reporter svc-auth does not vouch for has none. */
  async of(reporter: Caller): Promise<ReporterStanding> {
    // Fails closed for hiding: when svc-auth cannot be asked (down, too slow, or answering
    // outside the schema; the call client logs which), the report is still stored and queued,
    // but as a new account's, so it holds back no photos.
    const account = await this.members.account(reporter.userId, reporter).catch(() => null);
    const now = new Date();
    if (!account) return unknownStanding(now);
    return {
      emailConfirmed: account.email_confirmed,
      accountCreatedAt: new Date(account.created_at),
      now,
    };
  }
}
