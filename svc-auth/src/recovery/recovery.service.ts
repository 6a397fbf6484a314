import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Messages,
  resetRequestsPageSize,
  resetRequestsPerAddressPerHour,
  resetTokenTtlMinutes,
  type Caller,
  type EditPasswordInput,
  type EditPasswordResult,
  type Language,
  type ResendResetLinkResult,
  type ResetRequestListResult,
  type ResetRequestResult,
  type ResetRequestView,
  type ResetTokenResult,
} from '@dating/contracts';
import {
  badRequest,
  conflict,
  Mailer,
  notFound,
  rateLimited,
  unavailable,
  CLOCK,
  type Clock,
} from '@dating/server';
import { hashPassword } from '../accounts/password';
import { passwordProblem } from '../accounts/password-policy';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { SessionEvents } from '../sessions/session-events';
import { type PasswordResetRequest } from './reset-request.entity';
import { ResetRequestRepository } from './reset-requests.repository';
import { resetMail } from './reset-mail';
import {
  addressKey,
  addressWindowMs,
  hashResetToken,
  isUsable,
  newResetToken,
  resetLink,
  resetRequestState,
  resetTokenTtlMs,
} from './reset-rules';

type MemberRequest = PasswordResetRequest & { user: UserLogin; tokenHash: string };

const invalidToken = () => badRequest(Messages.resetTokenInvalid);
const sameText = (given: string | undefined, actual: string) =>
  !given || given.toLowerCase() === actual.toLowerCase();

/** Forgot password: requests, e-mailed single-use links, the reset, and the admin's view. */
@Injectable()
export class RecoveryService {
  private readonly logger = new Logger(RecoveryService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly requests: ResetRequestRepository,
    private readonly mailer: Mailer,
    private readonly sessionEvents: SessionEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * update-change-password. The answer does not tell whether the address has an account: the
   * mail goes out after it, and the per-address limit counts unknown addresses too.
   */
  async request(email: string, lang: Language): Promise<ResetRequestResult> {
    const now = this.clock.now();
    const user = await this.users.findByEmail(email);
    const account = user?.activeFlag === 'Y' ? user : null;
    const token = account ? newResetToken() : null;
    const recorded = await this.requests.record(
      {
        addressKey: addressKey(email),
        userId: account?.userId ?? null,
        lang,
        tokenHash: token?.hash ?? null,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + resetTokenTtlMs),
      },
      resetRequestsPerAddressPerHour,
      new Date(now.getTime() - addressWindowMs),
    );
    if (!recorded) throw rateLimited(Messages.resetTooManyRequests);
    if (account && token) {
      const request = { ...recorded, user: account, tokenHash: token.hash };
      this.deliver(request, token.token).catch((error: unknown) =>
        this.logger.error(`Recording a sent reset e-mail failed: ${String(error)}`),
      );
    }
    return { status: 'OK', message: Messages.resetRequested };
  }

  /** reset-password/authen: whose link this is, while it works. */
  async checkToken(token: string): Promise<ResetTokenResult> {
    const { user } = await this.usableRequest(token);
    return { status: 'OK', decoded: { username: user.username, email: user.email } };
  }

  /** edit-password: once per link, for the link's own account only. */
  async resetPassword(input: EditPasswordInput): Promise<EditPasswordResult> {
    const request = await this.usableRequest(input.token);
    const { user } = request;
    if (!sameText(input.username, user.username) || !sameText(input.email, user.email))
      throw invalidToken();
    const problem = passwordProblem(input.password, user);
    if (problem) throw badRequest(problem);
    const passwordHash = await hashPassword(input.password);
    const at = this.clock.now();
    const done = await this.requests.completeReset({
      requestId: request.requestId,
      userId: user.userId,
      passwordHash,
      updatedBy: user.username,
      at,
    });
    if (!done) throw invalidToken();
    await this.sessionEvents.revoked(user.userId, at);
    this.logger.log(`User ${user.userId} reset the password with an e-mailed link`);
    return { status: 'OK', message: Messages.passwordChanged };
  }

  async list(page: number): Promise<ResetRequestListResult> {
    const offset = (page - 1) * resetRequestsPageSize;
    const rows = await this.requests.page(offset, resetRequestsPageSize);
    const now = this.clock.now();
    return {
      status: 'OK',
      requests: rows
        .slice(0, resetRequestsPageSize)
        .flatMap((row) => (isMemberRequest(row) ? [view(row, now)] : [])),
      page,
      has_more: rows.length > resetRequestsPageSize,
    };
  }

  /** The admin sends a fresh link; the member's previous link stops working at once. */
  async resend(requestId: number, admin: Caller): Promise<ResendResetLinkResult> {
    const request = await this.requests.findById(requestId);
    if (!request || !isMemberRequest(request)) throw notFound(Messages.resetRequestNotFound);
    if (request.usedAt) throw conflict(Messages.resetRequestUsed);
    if (request.user.activeFlag !== 'Y') throw conflict(Messages.accountDeactivated);
    const token = newResetToken();
    const expiresAt = new Date(this.clock.now().getTime() + resetTokenTtlMs);
    if (!(await this.requests.replaceToken(requestId, token.hash, expiresAt)))
      throw conflict(Messages.resetRequestUsed);
    const fresh: MemberRequest = { ...request, tokenHash: token.hash, expiresAt, sentAt: null };
    const sentAt = await this.deliver(fresh, token.token);
    if (!sentAt) throw unavailable(Messages.resetMailFailed);
    this.logger.log(`Reset request ${requestId}: link sent again by ${admin.username}`);
    return {
      status: 'OK',
      message: Messages.resetLinkResent,
      request: view({ ...fresh, sentAt }, this.clock.now()),
    };
  }

  private async usableRequest(token: string): Promise<MemberRequest> {
    const request = await this.requests.findByTokenHash(hashResetToken(token));
    if (
      !request ||
      !isMemberRequest(request) ||
      !isUsable(request, this.clock.now()) ||
      request.user.activeFlag !== 'Y'
    )
      throw invalidToken();
    return request;
  }

  /** E-mails the link; when the mail server accepted it, the request counts as sent. */
  private async deliver(request: MemberRequest, token: string): Promise<Date | null> {
    const mail = resetMail(request.lang, request.user.email, {
      username: request.user.username,
      link: resetLink(this.config.PORTAL_URL, token),
      validMinutes: resetTokenTtlMinutes,
    });
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.logger.error(
        `Reset request ${request.requestId}: the e-mail could not be sent, so it stays pending: ${String(error)}`,
      );
      return null;
    }
    const sentAt = this.clock.now();
    await this.requests.markSent(request.requestId, request.tokenHash, sentAt);
    return sentAt;
  }
}

function isMemberRequest(request: PasswordResetRequest): request is MemberRequest {
  return !!request.user && request.tokenHash !== null;
}

function view(request: MemberRequest, now: Date): ResetRequestView {
  return {
    request_id: request.requestId,
    user_id: request.user.userId,
    username: request.user.username,
    email: request.user.email,
    lang: request.lang,
    state: resetRequestState(request, now),
    requested_at: request.requestedAt.toISOString(),
    sent_at: request.sentAt?.toISOString() ?? null,
    expires_at: request.expiresAt.toISOString(),
    used_at: request.usedAt?.toISOString() ?? null,
  };
}
