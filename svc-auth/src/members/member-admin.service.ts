import { Inject, Injectable } from '@nestjs/common';
import {
  memberStatusEvent,
  profileCalls,
  Role,
  type AdminMemberResult,
  type AdminMembersSearchResult,
  type Caller,
  MessageCode,
} from '@dating/contracts';
import {
  AdminAudit,
  CallClient,
  forbidden,
  notFound,
  Outbox,
  CLOCK,
  type Clock,
} from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { RecoveryService } from '../recovery/recovery.service';
import { gatewaysTold, SessionNotices } from '../sessions/session-notices';
import { MembersRepository } from './members.repository';

/**
 * What an administrator does to members' accounts; every action is audited in its own
 * transaction, with what it tells others.
 */
@Injectable()
export class MemberAdminService {
  constructor(
    private readonly users: UserLoginRepository,
    private readonly members: MembersRepository,
    private readonly recovery: RecoveryService,
    private readonly notices: SessionNotices,
    private readonly outbox: Outbox,
    private readonly audit: AdminAudit,
    private readonly calls: CallClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Profile names come from svc-profile; the rest from the accounts here. */
  async search(admin: Caller, query: string, page: number): Promise<AdminMembersSearchResult> {
    const named = await this.calls.call(
      profileCalls.memberNamesFind,
      { query },
      { caller: admin, onFailure: 'unavailable' },
    );
    const names = new Map(named.members.map((found) => [found.user_id, found.name]));
    const { rows, total } = await this.members.search(query, [...names.keys()], page);
    return {
      members: rows.map((row) => ({
        user_id: row.user_id,
        username: row.username,
        email: row.email,
        name: names.get(row.user_id) ?? null,
        active: row.active_flag === 'Y',
        created_at: row.create_datetime.toISOString(),
        last_login_at: row.last_login_at?.toISOString() ?? null,
      })),
      total,
    };
  }

  async get(userId: number): Promise<AdminMemberResult> {
    const user = await this.member(userId);
    return {
      user_id: user.userId,
      username: user.username,
      email: user.email,
      role: user.role,
      active: user.activeFlag === 'Y',
      deactivation_reason: user.deactivationReason,
      deactivated_at: user.deactivatedAt?.toISOString() ?? null,
      created_at: user.createDatetime.toISOString(),
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
      language: user.lang ?? 'en',
    };
  }

  async deactivate(admin: Caller, userId: number, reason: string): Promise<{ ok: true }> {
    return this.deactivateMember(admin, await this.member(userId), reason);
  }

  /**
   * For the admin closing a member's reports (svc-interest): a member already deactivated stays
   * as they are (reason, sessions, audit), so a resolution asked again after a failure acts once.
   */
  async deactivateReported(admin: Caller, userId: number, reason: string): Promise<{ ok: true }> {
    const user = await this.member(userId);
    if (user.activeFlag !== 'Y') return { ok: true };
    return this.deactivateMember(admin, user, reason);
  }

  /** Ends every session at once and tells the other services to hide the member. */
  private async deactivateMember(
    admin: Caller,
    user: UserLogin,
    reason: string,
  ): Promise<{ ok: true }> {
    const { userId } = user;
    if (user.userId === admin.userId || user.role === Role.Admin)
      throw forbidden(MessageCode.cannotDeactivateAdmin);
    const now = this.clock.now();
    await this.outbox.transaction(async (manager) => {
      await this.members.deactivate(manager, userId, reason, admin.username, now);
      await this.notices.revoked(manager, userId, now);
      await this.outbox.event(manager, memberStatusEvent, {
        user_id: userId,
        active: false,
        reason,
        at: now.toISOString(),
      });
      await this.audit.record(manager, admin, {
        action: 'member.deactivate',
        targetUserId: userId,
        reason,
      });
    }, gatewaysTold);
    return { ok: true };
  }

  async reactivate(admin: Caller, userId: number): Promise<{ ok: true }> {
    await this.member(userId);
    const now = this.clock.now();
    await this.outbox.transaction(async (manager) => {
      await this.members.reactivate(manager, userId, admin.username, now);
      await this.outbox.event(manager, memberStatusEvent, {
        user_id: userId,
        active: true,
        reason: null,
        at: now.toISOString(),
      });
      await this.audit.record(manager, admin, {
        action: 'member.reactivate',
        targetUserId: userId,
      });
    });
    return { ok: true };
  }

  /** The member gets the forgot-password mail, in their language. */
  async resetLink(admin: Caller, userId: number): Promise<{ ok: true }> {
    const user = await this.member(userId);
    await this.outbox.transaction(async (manager) => {
      await this.recovery.requestLink(manager, user.email, user.lang ?? 'en');
      await this.audit.record(manager, admin, {
        action: 'member.reset-link',
        targetUserId: userId,
      });
    });
    return { ok: true };
  }

  private async member(userId: number): Promise<UserLogin> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound(MessageCode.userNotFound);
    return user;
  }
}
