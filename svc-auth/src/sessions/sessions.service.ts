import { Inject, Injectable } from '@nestjs/common';
import {
  Role,
  type AuthenResult,
  type Caller,
  type Language,
  type LoginInput,
  type LoginResult,
  type LogoutResult,
  type PublicKeySet,
  type SessionCheckInput,
  type SessionCheckResult,
  MessageCode,
  said,
} from '@dating/contracts';
import { forbidden, Outbox, unauthenticated, CLOCK, type Clock } from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { verifyPassword, waitLikeAVerification } from '../accounts/password';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { ConsentService } from '../consent/consent.service';
import { KnownDevices } from '../devices/known-devices.repository';
import { MembersRepository } from '../members/members.repository';
import {
  passesLock,
  refusalBeforePassword,
  secondFactorOf,
  verdictOf,
  type Refusal,
} from '../second-factor/second-factor';
import { openTotpSecret } from '../second-factor/totp-seal';
import { AccountLock, lockedError } from '../throttle/account-lock';
import { DecoyBudget } from './decoy-budget';
import { EndedSessions } from './ended-sessions.repository';
import { gatewaysTold, SessionNotices } from './session-notices';
import { issuedAfter, newSessionId, sessionIssuedAt, signSessionToken } from './session-token';
import { SigningKeys } from './signing-keys';

function refused(refusal: Refusal): Error {
  switch (refusal.kind) {
    case 'locked':
      return lockedError(refusal.retryAfterMs);
    case 'code-required':
      return unauthenticated(MessageCode.codeRequired);
    case 'code-wrong':
      return unauthenticated(MessageCode.codeWrong);
  }
}

/** While a deletion the member asked for waits: its date, for the browser's notice. */
const deletionDue = (user: UserLogin) =>
  user.deletionDueAt ? { deletion_due_at: user.deletionDueAt.toISOString() } : {};

@Injectable()
export class SessionsService {
  /** Unknown usernames verified against the decoy hash, per process (decoy-budget.ts). */
  private readonly decoys = new DecoyBudget();

  constructor(
    private readonly users: UserLoginRepository,
    private readonly locks: AccountLock,
    private readonly devices: KnownDevices,
    private readonly endedSessions: EndedSessions,
    private readonly signingKeys: SigningKeys,
    private readonly notices: SessionNotices,
    private readonly outbox: Outbox,
    private readonly members: MembersRepository,
    private readonly consent: ConsentService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A locked account is refused before its password is even checked, unless the attempt may
   * pass the lock (a device the member logged in from before; the admin's right code). Every
   * checked password is counted on the account, whatever address it came from
   * (login-throttle.ts). The admin also needs the code of their authenticator app.
   */
  async login(input: LoginInput, lang: Language): Promise<LoginResult> {
    const user = await this.users.findByUsername(input.username);
    if (!user) return this.unknownUsername(input.password);
    const now = this.clock.now();
    const factor = secondFactorOf(this.totpSecretOf(user), input.code, now);
    const knownDevice =
      factor === 'none' && input.device_id !== undefined
        ? await this.devices.isKnown(user.userId, input.device_id, now)
        : false;
    const refusal = refusalBeforePassword(
      await this.locks.current(user.userId),
      now,
      factor,
      knownDevice,
    );
    if (refusal) throw refused(refusal);

    const verdict = verdictOf(await verifyPassword(user.passwordHash, input.password), factor);
    if (verdict === 'code-required') throw unauthenticated(MessageCode.codeRequired);
    const counted = await this.locks.record(user, now, {
      passwordRight: verdict === 'right',
      passesLock: passesLock(factor, knownDevice),
    });
    if (counted === 'wrong')
      throw unauthenticated(
        verdict === 'wrong-code' ? MessageCode.codeWrong : MessageCode.invalidCredentials,
      );
    if (user.activeFlag !== 'Y')
      throw user.deactivationReason === null
        ? forbidden(MessageCode.accountDeactivated)
        : forbidden(MessageCode.accountDeactivatedFor, { reason: user.deactivationReason });
    await this.members.recordLogin(user.userId, now);
    if (user.lang !== lang) await this.users.setLanguage(user.userId, lang);
    if (factor === 'none' && input.device_id !== undefined)
      await this.devices.remember(user.userId, input.device_id, now);
    const token = await signSessionToken(
      await this.signingKeys.activeKey(),
      {
        userId: user.userId,
        username: user.username,
        role: user.role,
        sessionId: newSessionId(),
      },
      this.config.TOKEN_TTL_SECONDS,
      sessionIssuedAt(now, user.tokensValidAfter),
    );
    return {
      status: 'OK',
      ...said(MessageCode.loginSuccessful),
      token,
      user_id: user.userId,
      role: user.role,
      ...deletionDue(user),
      ...(await this.consent.dueField(user.userId)),
    };
  }

  /**
   * POST /api/logout: the caller's session ends now, on every gateway. A token signed before
   * sessions had ids names none; then every session of the member ends.
   */
  async logout(caller: Caller): Promise<LogoutResult> {
    const now = this.clock.now();
    const { userId, sessionId } = caller;
    await this.outbox.transaction(async (manager) => {
      if (sessionId) {
        const expiresAt = new Date(now.getTime() + this.config.TOKEN_TTL_SECONDS * 1000);
        await this.endedSessions.end(manager, { sessionId, userId, expiresAt }, now);
        await this.notices.ended(manager, userId, sessionId);
      } else {
        await this.users.endSessions(manager, userId, now);
        await this.notices.revoked(manager, userId, now);
      }
    }, gatewaysTold);
    return { status: 'OK', ...said(MessageCode.loggedOut) };
  }

  /** POST /api/authen: the gateway has verified the token; answer whose it is and its e-mail. */
  async authen(caller: Caller): Promise<AuthenResult> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw unauthenticated(MessageCode.invalidToken);
    return {
      status: 'OK',
      decoded: { username: caller.username, user_id: caller.userId, role: caller.role },
      email: user.email,
      email_confirmed: user.emailConfirmedAt !== null,
      pending_email: user.pendingEmail,
      ...deletionDue(user),
      ...(await this.consent.dueField(user.userId)),
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

  /**
   * Unknown usernames answer as a wrong password does, after a decoy verification while the
   * budget lasts, else after as long a wait without the work (decoy-budget.ts).
   */
  private async unknownUsername(password: string): Promise<never> {
    if (this.decoys.take()) await verifyPassword(undefined, password);
    else await waitLikeAVerification();
    throw unauthenticated(MessageCode.invalidCredentials);
  }

  /** The admin's TOTP secret; null for accounts without one (members). */
  private totpSecretOf(user: UserLogin): string | null {
    if (user.role !== Role.Admin || !user.totpSecretSealed) return null;
    const secret = openTotpSecret(
      user.totpSecretSealed,
      user.userId,
      this.config.SIGNING_KEY_SECRET,
    );
    if (secret === null)
      throw new Error(
        `SIGNING_KEY_SECRET does not open the TOTP secret of user ${user.userId}: set ADMIN_TOTP_SECRET again`,
      );
    return secret;
  }
}
