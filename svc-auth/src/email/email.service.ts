import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  emailTokenTtlHours,
  Messages,
  type Caller,
  type ChangeEmailInput,
  type EmailDoneResult,
} from '@dating/contracts';
import {
  badRequest,
  conflict,
  Mailer,
  notFound,
  rateLimited,
  CLOCK,
  type Clock,
} from '@dating/server';
import { verifyPassword } from '../accounts/password';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { SessionEvents } from '../sessions/session-events';
import { AccountLock } from '../throttle/account-lock';
import { EmailConfirmations, type IssuedToken } from './email-confirmations.repository';
import { confirmationMail, emailChangedMail } from './email-mail';
import {
  type ChangeMailWait,
  confirmationLink,
  emailTokenTtlMs,
  hashEmailToken,
  isTokenUsable,
  newEmailToken,
  resendIntervalMs,
  resendWaitMs,
  sameAddress,
} from './email-rules';

const done = (message: string): EmailDoneResult => ({ status: 'OK', message });
const linkInvalid = () => badRequest(Messages.emailLinkInvalid);
/** 429 for a change mail past its limit (email-rules.ts). */
const changeMailLimited = (wait: NonNullable<ChangeMailWait>, minuteMessage: string) =>
  rateLimited(
    wait.reason === 'day' ? Messages.emailChangeDailyLimit : minuteMessage,
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
    private readonly events: SessionEvents,
    private readonly locks: AccountLock,
    private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
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

  /** After the answer, so its timing tells nothing; a failed mail can be asked for again. */
  mailLink(user: UserLogin, to: string, token: string, change: boolean): void {
    const mail = confirmationMail(user.lang ?? 'en', to, {
      username: user.username,
      link: confirmationLink(this.config.PORTAL_URL, token),
      validHours: emailTokenTtlHours,
      change,
    });
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(`The confirmation link to user ${user.userId} failed: ${String(error)}`),
      );
  }

  /** POST /api/confirm-email: once per link, while it works, for an active account. */
  async confirm(token: string): Promise<EmailDoneResult> {
    const now = this.clock.now();
    const tokenHash = hashEmailToken(token);
    const user = await this.confirmations.findByTokenHash(tokenHash);
    if (!user || user.activeFlag !== 'Y' || !isTokenUsable(user.emailTokenExpiresAt, now))
      throw linkInvalid();
    const newEmail = user.pendingEmail;
    if (newEmail && (await this.confirmations.takenByOther(newEmail, user.userId)))
      throw conflict(Messages.emailTaken);
    const outcome = await this.confirmations.confirm(user.userId, tokenHash, now);
    if (outcome === 'address-taken') throw conflict(Messages.emailTaken);
    if (outcome === 'unusable') throw linkInvalid();
    await this.events.emailConfirmed(user.userId);
    if (newEmail && user.emailConfirmedAt) this.tellOldAddress(user, newEmail);
    this.logger.log(`User ${user.userId} confirmed ${newEmail ? 'a new' : 'the'} e-mail address`);
    return done(Messages.emailConfirmed);
  }

  /**
   * POST /api/resend-confirmation: a fresh link (the old one stops working), one a minute; to a
   * pending new address also within the change mails' daily limit.
   */
  async resend(caller: Caller): Promise<EmailDoneResult> {
    const user = await this.account(caller);
    if (user.emailConfirmedAt && !user.pendingEmail)
      throw badRequest(Messages.emailAlreadyConfirmed);
    const now = this.clock.now();
    const { token, issued } = this.newLink();
    if (user.pendingEmail) {
      const wait = await this.confirmations.requestChange(user.userId, user.pendingEmail, issued);
      if (wait) throw changeMailLimited(wait, Messages.confirmationTooSoon);
      await this.mailUnlessTaken(user, user.pendingEmail, token);
      return done(Messages.confirmationSent);
    }
    const allowed = await this.confirmations.reissue(
      user.userId,
      issued,
      new Date(now.getTime() - resendIntervalMs),
    );
    if (!allowed) {
      const waitMs = resendWaitMs(user.emailTokenSentAt, now) || resendIntervalMs;
      throw rateLimited(Messages.confirmationTooSoon, Math.ceil(waitMs / 1000));
    }
    await this.mailUnlessTaken(user, user.pendingEmail ?? user.email, token);
    return done(Messages.confirmationSent);
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
    if (counted === 'wrong') throw badRequest(Messages.wrongPassword);
    if (sameAddress(input.email, user.email)) throw badRequest(Messages.emailUnchanged);
    const { token, issued } = this.newLink();
    const wait = await this.confirmations.requestChange(user.userId, input.email, issued);
    if (wait) throw changeMailLimited(wait, Messages.emailChangeTooSoon);
    await this.mailUnlessTaken(user, input.email, token);
    return done(Messages.emailChangeSent);
  }

  private async account(caller: Caller): Promise<UserLogin> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw notFound(Messages.userNotFound);
    return user;
  }

  /** The login address is always the member's own; a pending one may belong to someone else. */
  private async mailUnlessTaken(user: UserLogin, to: string, token: string): Promise<void> {
    const change = !sameAddress(to, user.email);
    if (change && (await this.confirmations.takenByOther(to, user.userId))) return;
    this.mailLink(user, to, token, change);
  }

  private tellOldAddress(user: UserLogin, newEmail: string): void {
    const mail = emailChangedMail(user.lang ?? 'en', user.email, {
      username: user.username,
      newEmail,
      loginLink: new URL('/login', this.config.PORTAL_URL).toString(),
    });
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(
          `The address-change notice to user ${user.userId} failed: ${String(error)}`,
        ),
      );
  }
}
