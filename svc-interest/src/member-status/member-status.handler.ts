import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { memberStatusEvent, type EventPayload } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import { ReportService } from '../report/report.service';

/**
 * svc-auth's deactivations, kept here; a redelivered or older event changes nothing. A
 * deactivation also closes the member's open reports (the admin acted on them).
 */
@Injectable()
export class MemberStatusHandler {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly reports: ReportService,
  ) {}

  async isDeactivated(userId: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM member_status WHERE user_id = $1 AND NOT active',
      [userId],
    );
    return rows.length > 0;
  }

  @OnEvent(memberStatusEvent)
  async apply(status: EventPayload<typeof memberStatusEvent>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO member_status (user_id, active, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET active = EXCLUDED.active, changed_at = EXCLUDED.changed_at
        WHERE member_status.changed_at < EXCLUDED.changed_at`,
      [status.user_id, status.active, status.at],
    );
    // Only while the member is still deactivated: an older event after a reactivation is not.
    if (!status.active && (await this.isDeactivated(status.user_id))) {
      await this.reports.closeForDeactivation(status.user_id, status.reason);
    }
  }
}
