import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Caller,
  type ChangeEmailInput,
  type EmailDoneResult,
  MessageCode,
  said,
} from '@dating/contracts';
import {
  badRequest,
  conflict,
  notFound,
  Outbox,
  rateLimited,
  CLOCK,
  type Clock,
} from '@dating/server';
import { type EntityManager } from 'typeorm';
import { verifyPassword } from '../accounts/password';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { confirmationMail, emailChangedMail } from '../mail/auth-mails';
import { gatewaysTold, SessionNotices } from '../sessions/session-notices';
import { AccountLock } from '../throttle/account-lock';
import { EmailConfirmations, type IssuedToken } from './email-confirmations.repository';
import {
  type ChangeMailWait,
  emailTokenTtlMs,
  hashEmailToken,
  isTokenUsable,
  newEmailToken,
  resendIntervalMs,
  resendWaitMs,
  sameAddress,
} from './email-rules';

const done = (message: MessageCode): EmailDoneResult => ({ status: 'OK', ...said(message) });
const linkInvalid = () => badRequest(MessageCode.emailLinkInvalid);
/** 429 for a change mail past its limit (email-rules.ts). */
const changeMailLimited = (wait: NonNullable<ChangeMailWait>, minuteMessage: MessageCode) =>
  rateLimited(
    wait.reason === 'day' ? MessageCode.emailChangeDailyLimit : minuteMessage,
    Math.ceil(wait.waitMs / 1000),
  );

/**
 * E-mail confirmation: the link mailed at registration, sent again on request, and the change
 * of address (the new one becomes the login address when its link is opened). Answers never
 * tell whether another account uses an address: such an address is simply not mailed.
 */
@Injectable()
export class EmailService {
  private readonly logger = new Logger(EmailService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly confirmations: EmailConfirmations,
    private readonly notices: SessionNotices,
    private readonly locks: AccountLock,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new link (its token for the mail, its hash and times for the account). */
  newLink(): { token: string; issued: IssuedToken } {
    const at = this.clock.now();
    const { token, hash } = newEmailToken();
    return {
      token,
      issued: { tokenHash: hash, expiresAt: new Date(at.getTime() + emailTokenTtlMs), at },
    };
  }

  /** The link's mail, in the transaction that issued it; it leaves after the answer. */
  mailLink(
    manager: EntityManager,
    user: UserLogin,
    to: string,
    token: string,
    change: boolean,
  ): Promise<void> {
    return this.outbox.mail(
      manager,
      confirmationMail.letter(
        { address: to, lang: user.lang ?? 'en' },
        { username: user.username, token, change },
      ),
    );
  }

  /**
   * POST /api/confirm-email: once per link, while it works, for an active account. The old
   * address of a confirmed account is told which one replaced it.
   */
  async confirm(token: string): Promise<EmailDoneResult> {
    const now = this.clock.now();
    const tokenHash = hashEmailToken(token);
    const user = await this.confirmations.findByTokenHash(tokenHash);
    if (!user || user.activeFlag !== 'Y' || !isTokenUsable(user.emailTokenExpiresAt, now))
      throw linkInvalid();
    const newEmail = user.pendingEmail;
    if (newEmail && (await this.confirmations.takenByOther(newEmail, user.userId)))
      throw conflict(MessageCode.emailTaken);
    await this.outbox.transaction(async (manager) => {
      const outcome = await this.confirmations.confirm(manager, user.userId, tokenHash, now);
      if (outcome === 'address-taken') throw conflict(MessageCode.emailTaken);
      if (outcome === 'unusable') throw linkInvalid();
      await this.notices.emailConfirmed(manager, user.userId);
      if (newEmail && user.emailConfirmedAt)
        await this.outbox.mail(
          manager,
          emailChangedMail.letter(
            { address: user.email, lang: user.lang ?? 'en' },
            { username: user.username, newEmail },
          ),
        );
    }, gatewaysTold);
    this.logger.log({
      msg: newEmail ? 'new e-mail address confirmed' : 'e-mail address confirmed',
      userId: user.userId,
    });
    return done(MessageCode.emailConfirmed);
  }

  /**
   * POST /api/resend-confirmation: a fresh link (the old one stops working), one a minute; to a
   * pending new address also within the change mails' daily limit.
   */
  async resend(caller: Caller): Promise<EmailDoneResult> {
    const user = await this.account(caller);
    if (user.emailConfirmedAt && !user.pendingEmail)
      throw badRequest(MessageCode.emailAlreadyConfirmed);
    if (user.pendingEmail) {
      await this.requestChange(user, user.pendingEmail, MessageCode.confirmationTooSoon);
      return done(MessageCode.confirmationSent);
    }
    const now = this.clock.now();
    const { token, issued } = this.newLink();
    await this.outbox.transaction(async (manager) => {
      const lastAllowedSentAt = new Date(now.getTime() - resendIntervalMs);
      if (!(await this.confirmations.reissue(manager, user.userId, issued, lastAllowedSentAt))) {
        const waitMs = resendWaitMs(user.emailTokenSentAt, now) || resendIntervalMs;
        throw rateLimited(MessageCode.confirmationTooSoon, Math.ceil(waitMs / 1000));
      }
      await this.mailLink(manager, user, user.email, token, false);
    });
    return done(MessageCode.confirmationSent);
  }

  /**
   * POST /api/change-email: the password proves it is the member (counted by the same per-account
   * lock as logins: 5 wrong ones lock it); the new address gets a link, within the change mails'
   * limit. An unconfirmed account may change its address too, to fix a mistyped one.
   */
  async change(caller: Caller, input: ChangeEmailInput): Promise<EmailDoneResult> {
    const user = await this.account(caller);
    const now = this.clock.now();
    await this.locks.refuseWhileLocked(user.userId, now);
    const passwordRight = await verifyPassword(user.passwordHash, input.password);
    const counted = await this.locks.record(user, now, { passwordRight, passesLock: false });
    if (counted === 'wrong') throw badRequest(MessageCode.wrongPassword);
    if (sameAddress(input.email, user.email)) throw badRequest(MessageCode.emailUnchanged);
    await this.requestChange(user, input.email, MessageCode.emailChangeTooSoon);
    return done(MessageCode.emailChangeSent);
  }

  private async account(caller: Caller): Promise<UserLogin> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw notFound(MessageCode.userNotFound);
    return user;
  }

  /**
   * A link for a new address, within the change mails' limit (429 with `minuteMessage` within
   * the minute). An address another account logs in with gets no mail: the answer is the same.
   */
  private async requestChange(
    user: UserLogin,
    to: string,
    minuteMessage: MessageCode,
  ): Promise<void> {
    const { token, issued } = this.newLink();
    const taken = await this.confirmations.takenByOther(to, user.userId);
    await this.outbox.transaction(async (manager) => {
      const wait = await this.confirmations.requestChange(manager, user.userId, to, issued);
      if (wait) throw changeMailLimited(wait, minuteMessage);
      if (!taken) await this.mailLink(manager, user, to, token, true);
    });
  }
}
