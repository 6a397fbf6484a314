import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { interestCalls } from '@dating/contracts';
import { ReportRepository } from './report.repository';
import { type ReporterStanding } from './reporter-standing';

/**
 * Where a reporter's standing comes from. svc-auth's `auth.users.get`, the one account lookup
 * svc-interest may make, answers neither when an account was created nor whether its e-mail is
 * confirmed, so for now:
 * - the e-mail is confirmed: the report call asks for it (`confirmedEmail`), and the gateway
 *   answers 403 to any other account before the call gets here;
 * - the account existed by the earliest thing svc-interest has on record of the reporter. That
 *   is never before the account was made, so no one is taken for older than they are; an old
 *   account with nothing on record here counts as new (its reports still reach the moderators).
 * Once `auth.users.get` answers each account's `created_at` and `email_confirmed`, both come
 * from there.
 */
@Injectable()
export class ReporterStandings {
  constructor(private readonly reports: ReportRepository) {}

  async of(manager: EntityManager, reporterId: number): Promise<ReporterStanding> {
    const known = await this.reports.accountKnownSince(manager, reporterId);
    return {
      emailConfirmed: interestCalls.report.confirmedEmail === true,
      accountSince: known.since,
      now: known.now,
    };
  }
}
