import { Injectable } from '@nestjs/common';
import {
  moderationPageSize,
  type Caller,
  type MemberSafetyResult,
  type ReportInput,
  type ReportQueueResult,
  type ReportResolveInput,
  type ReportResult,
  MessageCode,
  said,
} from '@dating/contracts';
import { AdminAudit, notFound, Outbox, type Audit } from '@dating/server';
import { BlockService } from '../block/block.service';
import { ConversationRepository } from '../conversation/conversation.repository';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { ResponseEvents } from '../interest/response-events';
import { warningMail } from '../mail/mail-texts';
import { MembersClient } from '../members/members.client';
import { notificationOf } from '../notification/notification-rules';
import { NotificationService } from '../notification/notification.service';
import { ReportRepository } from './report.repository';
import { isEstablishedReporter } from './reporter-standing';
import { ReporterStandings } from './reporter-standings';
import {
  attachedConversations,
  moderationLookup,
  queueReportsPerMember,
  reportedConversationMessages,
  reportedMembers,
  reportText,
  safetyReportLimit,
  safetyReports,
} from './report-rules';

/**
 * Reports (issue 13): a member reports another, which also blocks them; admins read the queue
 * grouped by reported member and close a member's open reports. svc-profile is told when a
 * member's first report that hides their pending photos opens (only an established reporter's
 * does, issue 27) and when their reports close, under the member's report lock, in the same
 * transaction: a report is not stored unless svc-profile knows.
 */
@Injectable()
export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly responses: ResponseEvents,
    private readonly blocking: BlockService,
    private readonly members: MembersClient,
    private readonly adminAudit: AdminAudit,
    private readonly notifications: NotificationService,
    private readonly conversations: ConversationRepository,
    private readonly standings: ReporterStandings,
    private readonly outbox: Outbox,
    private readonly erased: ErasedMembersRepository,
  ) {}

  /**
   * Reports a member the caller can see, and blocks them in the same transaction. A repeat open
   * report on the same member within 24 hours is not stored again; the answer is the same.
   * Reported from a conversation, the report keeps the pair's latest one (the block closes it,
   * the admin still reads it). Only an established reporter's report holds back the member's
   * photos waiting for review; anyone's waits in the queue for a moderator.
   */
  async report(caller: Caller, input: ReportInput, audit: Audit): Promise<ReportResult> {
    // The reporter's standing is asked before any lock is taken, beside the reported member.
    const [card, standing] = await Promise.all([
      this.members.availableCard(input.reported_user_id, caller),
      this.standings.of(caller),
    ]);
    if (!card) throw notFound(MessageCode.profileUnavailable);
    await this.responses.inPairLock(caller.userId, card.id, async (manager) => {
      await this.blocking.blockInPairLock(
        manager,
        caller.userId,
        { id: card.id, name: card.name },
        audit,
      );
      await this.reports.lockMember(manager, card.id);
      if (await this.reports.recentOpen(manager, caller.userId, card.id)) return;
      const hides = isEstablishedReporter(standing);
      const hadHiding = await this.reports.hasOpenHiding(manager, card.id);
      await this.reports.insert(manager, {
        reporterId: caller.userId,
        reportedId: card.id,
        reason: input.reason,
        text: reportText(input.text),
        photoSlot: input.photo_slot ?? null,
        conversationId: input.attach_conversation
          ? await this.conversations.latestBetween(manager, caller.userId, card.id)
          : null,
        hides,
      });
      if (hides && !hadHiding) await this.members.reportedMemberSet(card.id, true, caller);
    });
    return { status: 'OK', ...said(MessageCode.reportReceived) };
  }

  /** Reported members with open reports, the longest waiting first, a page at a time. */
  async queue(caller: Caller, page: number): Promise<ReportQueueResult> {
    const [members, totals] = await Promise.all([
      this.reports.reportedPage({
        limit: moderationPageSize,
        offset: (page - 1) * moderationPageSize,
      }),
      this.reports.openTotals(),
    ]);
    const ids = members.map((member) => member.reported_id);
    const [reasons, reports] = ids.length
      ? await Promise.all([
          this.reports.openReasons(ids),
          this.reports.openReports(ids, queueReportsPerMember),
        ])
      : [[], []];
    const attached = attachedConversations(reports);
    const [looked, written] = await Promise.all([
      this.members.forModeration(moderationLookup(members, reports), caller),
      attached.length
        ? this.conversations.writtenMessages(attached, reportedConversationMessages)
        : [],
    ]);
    return {
      items: reportedMembers(members, reasons, reports, looked, written),
      total: totals.members,
      open_reports: totals.reports,
    };
  }

  /**
   * Closes every open report on the member, after removing the photo or deactivating the member
   * when that is the resolution (left done, should the closing fail). The audit record, the
   * member's notification and a warning's mail (unless they turned warnings off) are written with
   * the change. Reports about a member whose account was deleted (issue 29) are closed as the
   * admin says, with nobody left to act on, tell or mail.
   */
  async resolve(caller: Caller, input: ReportResolveInput): Promise<{ ok: true; closed: number }> {
    const { reported_user_id: memberId, resolution, reason } = input;
    const closed = await this.reports.inMemberLock(memberId, async (manager) => {
      // Only a member with open reports is acted on: asked again, or by a second admin, nothing
      // happens twice. The action comes first: should it fail, no report closes. Under the lock,
      // a deactivation's own event then finds the reports closed.
      if (!(await this.reports.hasOpen(manager, memberId))) return 0;
      const gone = (await this.erased.hold(manager, [memberId])).size > 0;
      if (!gone) await this.actOnMember(input, caller);
      const count = await this.reports.close(manager, memberId, {
        status: resolution,
        resolvedBy: caller.userId,
        reason,
      });
      if (count === 0) return 0;
      if (!gone) await this.members.reportedMemberSet(memberId, false, caller);
      if (resolution === 'warn' && !gone) {
        await this.outbox.mail(
          manager,
          warningMail.letter({ userId: memberId, kind: 'warning' }, { reason }),
        );
        await this.notifications.write(manager, notificationOf.warning(memberId, reason));
      }
      // A photo removal or a deactivation is audited by the service that did it.
      if (resolution === 'dismiss' || resolution === 'warn') {
        await this.adminAudit.record(manager, caller, {
          action: resolution === 'dismiss' ? 'report.dismiss' : 'report.warn',
          targetUserId: memberId,
          object: `${count} report${count === 1 ? '' : 's'}`,
          reason,
        });
      }
      return count;
    });
    return { ok: true, closed };
  }

  /**
   * Has svc-profile remove the photo or svc-auth deactivate the member, for the admin (whom they
   * audit); dismiss and warn act on the reports alone.
   */
  private async actOnMember(input: ReportResolveInput, admin: Caller): Promise<void> {
    const { reported_user_id: memberId, reason } = input;
    if (input.resolution === 'photo-removed')
      await this.members.removePhoto(memberId, input.slot, reason, admin);
    if (input.resolution === 'deactivated') await this.members.deactivate(memberId, reason, admin);
  }

  /** A deactivation closes the member's open reports ('deactivated', by no admin). */
  async closeForDeactivation(userId: number, reason: string | null): Promise<void> {
    await this.reports.inMemberLock(userId, async (manager) => {
      const closed = await this.reports.close(manager, userId, {
        status: 'deactivated',
        resolvedBy: null,
        reason,
      });
      if (closed > 0) await this.members.reportedMemberSet(userId, false, null);
    });
  }

  /** A member's reports made and received, newest first, and their blocks either way. */
  async safety(caller: Caller, userId: number): Promise<MemberSafetyResult> {
    const [made, received, blocks] = await Promise.all([
      this.reports.madeBy(userId, safetyReportLimit),
      this.reports.receivedBy(userId, safetyReportLimit),
      this.blocking.counts(userId),
    ]);
    const others = new Set([
      ...made.map((row) => row.reported_id),
      ...received.map((row) => row.reporter_id),
    ]);
    const looked = await this.members.forModeration({ user_ids: [...others], photos: [] }, caller);
    const names = new Map(looked.members.map((member) => [member.user_id, member.name]));
    return {
      reports_made: safetyReports(made, 'made', names),
      reports_received: safetyReports(received, 'received', names),
      blocks_made: blocks.made,
      blocked_by: blocks.by,
    };
  }
}
