import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  resetRequestsPageSize,
  resetRequestsPerAddressPerHour,
  type Caller,
  type EditPasswordInput,
  type EditPasswordResult,
  type Language,
  type ResendResetLinkResult,
  type ResetRequestListResult,
  type ResetRequestResult,
  type ResetRequestView,
  type ResetTokenResult,
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
import { hashPassword } from '../accounts/password';
import { passwordProblem } from '../accounts/password-policy';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { resetMail } from '../mail/auth-mails';
import { gatewaysTold, SessionNotices } from '../sessions/session-notices';
import { type PasswordResetRequest } from './reset-request.entity';
import { ResetRequestRepository } from './reset-requests.repository';
import {
  addressKey,
  addressWindowMs,
  hashResetToken,
  isUsable,
  newResetToken,
  resetRequestState,
  resetTokenTtlMs,
} from './reset-rules';

type MemberRequest = PasswordResetRequest & { user: UserLogin; tokenHash: string };

const invalidToken = () => badRequest(MessageCode.resetTokenInvalid);
const sameText = (given: string | undefined, actual: string) =>
  !given || given.toLowerCase() === actual.toLowerCase();

/** Forgot password: requests, e-mailed single-use links, the reset, and the admin's view. */
@Injectable()
export class RecoveryService {
  private readonly logger = new Logger(RecoveryService.name);

  constructor(
    private readonly users: UserLoginRepository,
    private readonly requests: ResetRequestRepository,
    private readonly outbox: Outbox,
    private readonly notices: SessionNotices,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * update-change-password. The answer does not tell whether the address has an account: the
   * mail leaves after it, and the per-address limit counts unknown addresses too.
   */
  async request(email: string, lang: Language): Promise<ResetRequestResult> {
    await this.outbox.transaction((manager) => this.requestLink(manager, email, lang));
    return { status: 'OK', ...said(MessageCode.resetRequested) };
  }

  /**
   * Records a request for `email` in the caller's transaction and, for an active account, writes
   * the mail with its link; 429 past the address's limit.
   */
  async requestLink(manager: EntityManager, email: string, lang: Language): Promise<void> {
    const now = this.clock.now();
    const user = await this.users.findByEmail(email);
    const account = user?.activeFlag === 'Y' ? user : null;
    const token = account ? newResetToken() : null;
    const recorded = await this.requests.record(
      manager,
      {
        addressKey: addressKey(email),
        userId: account?.userId ?? null,
        lang,
        tokenHash: token?.hash ?? null,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + resetTokenTtlMs),
        sentAt: token ? now : null,
      },
      resetRequestsPerAddressPerHour,
      new Date(now.getTime() - addressWindowMs),
    );
    if (!recorded) throw rateLimited(MessageCode.resetTooManyRequests);
    if (account && token) await this.mailLink(manager, account, lang, token.token);
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
    await this.outbox.transaction(async (manager) => {
      const done = await this.requests.completeReset(manager, {
        requestId: request.requestId,
        userId: user.userId,
        passwordHash,
        updatedBy: user.username,
        at,
      });
      if (!done) throw invalidToken();
      await this.notices.revoked(manager, user.userId, at);
    }, gatewaysTold);
    this.logger.log({ msg: 'password reset with an e-mailed link', userId: user.userId });
    return { status: 'OK', ...said(MessageCode.passwordChanged) };
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
    if (!request || !isMemberRequest(request)) throw notFound(MessageCode.resetRequestNotFound);
    if (request.usedAt) throw conflict(MessageCode.resetRequestUsed);
    if (request.user.activeFlag !== 'Y') throw conflict(MessageCode.accountDeactivated);
    const token = newResetToken();
    const sentAt = this.clock.now();
    const link = {
      tokenHash: token.hash,
      expiresAt: new Date(sentAt.getTime() + resetTokenTtlMs),
      sentAt,
    };
    await this.outbox.transaction(async (manager) => {
      if (!(await this.requests.replaceToken(manager, requestId, link)))
        throw conflict(MessageCode.resetRequestUsed);
      await this.mailLink(manager, request.user, request.lang, token.token);
    });
    this.logger.log({
      msg: 'reset link sent again',
      resetRequestId: requestId,
      by: admin.username,
    });
    return {
      status: 'OK',
      ...said(MessageCode.resetLinkResent),
      request: view({ ...request, ...link }, this.clock.now()),
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

  /** The link's mail, in the language of the page the member asked from. */
  private mailLink(
    manager: EntityManager,
    user: UserLogin,
    lang: Language,
    token: string,
  ): Promise<void> {
    return this.outbox.mail(
      manager,
      resetMail.letter({ address: user.email, lang }, { username: user.username, token }),
    );
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
