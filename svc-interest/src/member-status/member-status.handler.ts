import { Injectable } from '@nestjs/common';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { MemberStatuses, OnEvent } from '@dating/server';
import { ErasedMembersRepository } from '../erasure/erased-members.repository';
import { ReportService } from '../report/report.service';

/**
 * svc-auth's deactivations, kept here (the lists and actions leave deactivated members out). A
 * deactivation also closes the member's open reports: the admin acted on them. Of a member
 * whose account was deleted nothing is kept (a late or replayed event).
 */
@Injectable()
export class MemberStatusHandler {
  constructor(
    private readonly statuses: MemberStatuses,
    private readonly reports: ReportService,
    private readonly erased: ErasedMembersRepository,
  ) {}

  @OnEvent(memberStatusEvent)
  async apply(status: EventPayload<typeof memberStatusEvent>): Promise<void> {
    const deactivated = await this.erased.unlessErased(status.user_id, (manager) =>
      this.statuses.record(status, manager),
    );
    if (deactivated === null) return;
    // Only while the member is still deactivated: an older event after a reactivation is not.
    if (!status.active && deactivated) {
      await this.reports.closeForDeactivation(status.user_id, status.reason);
    }
  }
}
