import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Messages,
  type AuthenResult,
  type Caller,
  type Language,
  type LoginInput,
  type LoginResult,
  type LogoutResult,
  type PublicKeySet,
  type SessionCheckInput,
  type SessionCheckResult,
} from '@dating/contracts';
import { forbidden, Mailer, rateLimited, unauthenticated, CLOCK, type Clock } from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { verifyPassword } from '../accounts/password';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { lockedMail } from '../mail/notices';
import { deactivatedMessage } from '../members/deactivated-message';
import { MembersRepository } from '../members/members.repository';
import { lockRemainingMs } from '../throttle/login-throttle';
import { LoginThrottles } from '../throttle/login-throttles.repository';
import { SessionEvents } from './session-events';
import { EndedSessions } from './ended-sessions.repository';
import { issuedAfter, newSessionId, sessionIssuedAt, signSessionToken } from './session-token';
import { SigningKeys } from './signing-keys';

const locked = (remainingMs: number) =>
  rateLimited(Messages.accountLocked, Math.ceil(remainingMs / 1000));

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly throttles: LoginThrottles,
    private readonly endedSessions: EndedSessions,
    private readonly signingKeys: SigningKeys,
    private readonly events: SessionEvents,
    private readonly members: MembersRepository,
    private readonly mailer: Mailer,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A locked account is refused before its password is even checked; every other attempt is
   * counted on the account, whatever address it came from (login-throttle.ts).
   */
  async login(input: LoginInput, lang: Language): Promise<LoginResult> {
    const user = await this.users.findByUsername(input.username);
    if (user) {
      const remaining = lockRemainingMs(
        await this.throttles.current(user.userId),
        this.clock.now(),
      );
      if (remaining > 0) throw locked(remaining);
    }
    const passwordRight = await verifyPassword(user?.passwordHash, input.password);
    if (!user) throw unauthenticated(Messages.invalidCredentials);
    const outcome = await this.throttles.attempt(user.userId, this.clock.now(), passwordRight);
    if (outcome.result === 'locked') {
      if (outcome.lockedNow) this.tellLocked(user, outcome.retryAfterMs);
      throw locked(outcome.retryAfterMs);
    }
    if (outcome.result === 'wrong') throw unauthenticated(Messages.invalidCredentials);
    if (user.activeFlag !== 'Y')
      throw forbidden(
        user.deactivationReason === null
          ? Messages.accountDeactivated
          : deactivatedMessage(lang, user.deactivationReason),
      );
    await this.members.recordLogin(user.userId, this.clock.now());
    if (user.lang !== lang) await this.users.setLanguage(user.userId, lang);
    const token = await signSessionToken(
      await this.signingKeys.activeKey(),
      {
        userId: user.userId,
        username: user.username,
        role: user.role,
        sessionId: newSessionId(),
      },
      this.config.TOKEN_TTL_SECONDS,
      sessionIssuedAt(this.clock.now(), user.tokensValidAfter),
    );
    return {
      status: 'OK',
      message: Messages.loginSuccessful,
      token,
      user_id: user.userId,
      role: user.role,
    };
  }

  /**
   * POST /api/logout: the caller's session ends now, on every gateway. A token signed before
   * sessions had ids names none; then every session of the member ends.
   */
  async logout(caller: Caller): Promise<LogoutResult> {
    const now = this.clock.now();
    if (caller.sessionId) {
      const expiresAt = new Date(now.getTime() + this.config.TOKEN_TTL_SECONDS * 1000);
      await this.endedSessions.end(
        { sessionId: caller.sessionId, userId: caller.userId, expiresAt },
        now,
      );
      await this.events.ended(caller.userId, caller.sessionId);
    } else {
      await this.users.endSessions(caller.userId, now);
      await this.events.revoked(caller.userId, now);
    }
    return { status: 'OK', message: Messages.loggedOut };
  }

  /** POST /api/authen: the gateway has verified the token; answer whose it is and its e-mail. */
  async authen(caller: Caller): Promise<AuthenResult> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw unauthenticated(Messages.invalidToken);
    return {
      status: 'OK',
      decoded: { username: caller.username, user_id: caller.userId, role: caller.role },
      email: user.email,
      email_confirmed: user.emailConfirmedAt !== null,
      pending_email: user.pendingEmail,
    };
  }

  /**
   * Asked by the gateway: is a verified token still good (active, not reset, not logged out)?
   * And may its member do what needs a confirmed e-mail address?
   */
  async check(input: SessionCheckInput): Promise<SessionCheckResult> {
    const [user, ended] = await Promise.all([
      this.users.findById(input.userId),
      input.sessionId ? this.endedSessions.has(input.sessionId) : false,
    ]);
    return {
      valid:
        !!user &&
        user.activeFlag === 'Y' &&
        issuedAfter(input.issuedAt, user.tokensValidAfter) &&
        !ended,
      emailConfirmed: user?.emailConfirmedAt != null,
    };
  }

  publicKeys(): Promise<PublicKeySet> {
    return this.signingKeys.publicKeySet();
  }

  /** Once per lock, in the member's language; the answer does not wait for the mail server. */
  private tellLocked(user: UserLogin, lockedMs: number): void {
    const mail = lockedMail(user.lang ?? 'en', user.email, {
      username: user.username,
      lockedMinutes: Math.round(lockedMs / 60_000),
      forgotLink: new URL('/login', this.config.PORTAL_URL).toString(),
    });
    this.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.logger.error(`The lock notice to user ${user.userId} failed: ${String(error)}`),
      );
  }
}
