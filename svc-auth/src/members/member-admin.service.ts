import { Inject, Injectable } from '@nestjs/common';
import {
  memberStatusEvent,
  profileCalls,
  Messages,
  Role,
  type AdminMemberResult,
  type AdminMembersSearchResult,
  type Caller,
  type MemberMailInput,
} from '@dating/contracts';
import {
  AdminAudit,
  CallClient,
  EventPublisher,
  forbidden,
  Mailer,
  notFound,
  CLOCK,
  type Clock,
} from '@dating/server';
import { type UserLogin } from '../accounts/user-login.entity';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { AUTH_CONFIG } from '../auth-config';
import { type AuthConfig } from '../config';
import { RecoveryService } from '../recovery/recovery.service';
import { MailSettingsService } from '../mail-settings/mail-settings.service';
import { SessionEvents } from '../sessions/session-events';
import { memberMail } from './member-mail';
import { MembersRepository } from './members.repository';

/** What an administrator does to members' accounts; every action is audited. */
@Injectable()
export class MemberAdminService {
  constructor(
    private readonly users: UserLoginRepository,
    private readonly members: MembersRepository,
    private readonly recovery: RecoveryService,
    private readonly sessionEvents: SessionEvents,
    private readonly events: EventPublisher,
    private readonly audit: AdminAudit,
    private readonly mailer: Mailer,
    private readonly calls: CallClient,
    private readonly mailSettings: MailSettingsService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
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

  /** Ends every session at once and tells the other services to hide the member. */
  async deactivate(admin: Caller, userId: number, reason: string): Promise<{ ok: true }> {
    const user = await this.member(userId);
    if (user.userId === admin.userId || user.role === Role.Admin)
      throw forbidden(Messages.cannotDeactivateAdmin);
    const now = this.clock.now();
    await this.members.deactivate(userId, reason, admin.username, now);
    await this.sessionEvents.revoked(userId, now);
    await this.events.publish(memberStatusEvent, {
      user_id: userId,
      active: false,
      reason,
      at: now.toISOString(),
    });
    await this.audit.record(admin, { action: 'member.deactivate', targetUserId: userId, reason });
    return { ok: true };
  }

  async reactivate(admin: Caller, userId: number): Promise<{ ok: true }> {
    await this.member(userId);
    const now = this.clock.now();
    await this.members.reactivate(userId, admin.username, now);
    await this.events.publish(memberStatusEvent, {
      user_id: userId,
      active: true,
      reason: null,
      at: now.toISOString(),
    });
    await this.audit.record(admin, { action: 'member.reactivate', targetUserId: userId });
    return { ok: true };
  }

  /** The member gets the forgot-password mail, in their language. */
  async resetLink(admin: Caller, userId: number): Promise<{ ok: true }> {
    const user = await this.member(userId);
    await this.recovery.request(user.email, user.lang ?? 'en');
    await this.audit.record(admin, { action: 'member.reset-link', targetUserId: userId });
    return { ok: true };
  }

  /**
   * auth.member.mail: a deactivated member is not written to, nor one who turned warnings off;
   * a refused photo or verification is a service mail, always sent.
   */
  async mail(input: MemberMailInput): Promise<{ sent: boolean }> {
    const user = await this.member(input.user_id);
    if (user.activeFlag !== 'Y') return { sent: false };
    const unsubscribeUrl =
      input.kind === 'warning'
        ? await this.mailSettings.linkIfWanted(user.userId, 'warning')
        : undefined;
    if (unsubscribeUrl === null) return { sent: false };
    await this.mailer.send(
      memberMail(user.lang ?? 'en', user.email, {
        username: user.username,
        kind: input.kind,
        reason: input.reason,
        link: this.config.PORTAL_URL,
        unsubscribeUrl,
      }),
    );
    return { sent: true };
  }

  private async member(userId: number): Promise<UserLogin> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound(Messages.userNotFound);
    return user;
  }
}
