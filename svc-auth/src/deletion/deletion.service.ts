import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Role,
  type AccountDeletionResult,
  type Caller,
  MessageCode,
  said,
} from '@dating/contracts';
import { badRequest, forbidden, notFound, Outbox, CLOCK, type Clock } from '@dating/server';
import { verifyPassword } from '../accounts/password';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { deletionRequestedMail } from '../mail/auth-mails';
import { AccountLock } from '../throttle/account-lock';
import { deletionDueAt, dueDay } from './deletion-rules';

/**
 * A member's request to delete their account (issue 29): the account is marked with the day it
 * goes, the member is mailed that day, and until then logging in shows it and lets them keep the
 * account. Sessions stay: the member just asked, and must be able to change their mind.
 */
@Injectable()
export class DeletionService {
  private readonly logger = new Logger(DeletionService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly locks: AccountLock,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * POST /api/account/delete: the password proves it is the member (counted by the login lock,
   * as for a change of e-mail). Asked again while a deletion waits, the first date holds and no
   * second mail goes.
   */
  async request(caller: Caller, password: string): Promise<AccountDeletionResult> {
    const user = await this.account(caller);
    if (user.role === Role.Admin) throw forbidden(MessageCode.cannotDeleteAdmin);
    const now = this.clock.now();
    await this.locks.refuseWhileLocked(user.userId, now);
    const passwordRight = await verifyPassword(user.passwordHash, password);
    const counted = await this.locks.record(user, now, { passwordRight, passesLock: false });
    if (counted === 'wrong') throw badRequest(MessageCode.wrongPassword);

    const marked = await this.outbox.transaction(async (manager) => {
      const result = await this.users.requestDeletion(manager, user.userId, deletionDueAt(now));
      if (!result) throw notFound(MessageCode.userNotFound);
      if (result.requestedNow)
        await this.outbox.mail(
          manager,
          deletionRequestedMail.letter(
            { address: user.email, lang: user.lang ?? 'en' },
            { username: user.username, dueAt: result.dueAt.toISOString() },
          ),
        );
      return result;
    });
    if (marked.requestedNow)
      this.logger.log({
        msg: 'account deletion requested',
        userId: user.userId,
        dueAt: marked.dueAt.toISOString(),
      });
    return {
      status: 'OK',
      ...said(MessageCode.deletionRequested, { date: dueDay(marked.dueAt) }),
      deletion_due_at: marked.dueAt.toISOString(),
    };
  }

  /** POST /api/account/delete/cancel: the member keeps the account; asked twice, the same. */
  async cancel(caller: Caller): Promise<AccountDeletionResult> {
    const user = await this.account(caller);
    if (user.deletionDueAt) {
      await this.users.cancelDeletion(user.userId);
      this.logger.log({ msg: 'account deletion cancelled', userId: user.userId });
    }
    return { status: 'OK', ...said(MessageCode.deletionCancelled), deletion_due_at: null };
  }

  private async account(caller: Caller): Promise<UserLogin> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw notFound(MessageCode.userNotFound);
    return user;
  }
}
