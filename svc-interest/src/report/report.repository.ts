import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type ReportReason, type ReportResolution } from '@dating/contracts';
import { Outbox } from '@dating/server';
import { type Slice } from '../interest/interest.repository';
import { ReportEntity } from './report.entity';
import {
  repeatReportHours,
  type ReasonCountRow,
  type ReportedRow,
  type ReportRow,
} from './report-rules';

export interface NewReport {
  reporterId: number;
  reportedId: number;
  reason: ReportReason;
  text: string | null;
  photoSlot: number | null;
  conversationId: number | null;
  /** It holds back the reported member's pending photos while open (reporter-standing.ts). */
  hides: boolean;
}

/** How a member's open reports are closed: by an admin (resolvedBy) or by a deactivation. */
export interface Closing {
  status: ReportResolution;
  resolvedBy: number | null;
  reason: string | null;
}

const reportColumns = `id::text AS id, reporter_id, reported_id, reason, text, photo_slot,
                       conversation_id, status, created_at, reporter_pseudonym,
                       reported_pseudonym`;

/** The member_report table: rows are closed, never deleted. */
@Injectable()
export class ReportRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Runs `work` in a transaction holding the reported member's report lock, so whether they have
   * open reports changes one step at a time and svc-profile is told in that order. The one-key
   * form of the advisory lock is apart from the pair locks' two-key form. What the change tells
   * others goes through the outbox in the same transaction.
   */
  inMemberLock<T>(reportedId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.outbox.transaction(async (manager) => {
      await this.lockMember(manager, reportedId);
      return work(manager);
    });
  }

  /** Takes the member's report lock inside a transaction already running (the pair's). */
  async lockMember(manager: EntityManager, reportedId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [reportedId]);
  }

  /** Whether the member has open reports (member_report_open_idx). */
  async hasOpen(manager: EntityManager, reportedId: number): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM member_report WHERE reported_id = $1 AND status = 'open' LIMIT 1`,
      [reportedId],
    );
    return rows.length > 0;
  }

  /**
   * Whether the member has open reports that hold back their pending photos
   * (member_report_hiding_idx).
   */
  async hasOpenHiding(manager: EntityManager, reportedId: number): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM member_report WHERE reported_id = $1 AND status = 'open' AND hides LIMIT 1`,
      [reportedId],
    );
    return rows.length > 0;
  }

  /** Whether the reporter has an open report on the member from the last 24 hours. */
  async recentOpen(manager: EntityManager, reporterId: number, reportedId: number) {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM member_report
        WHERE reporter_id = $1 AND created_at > now() - make_interval(hours => $3)
          AND reported_id = $2 AND status = 'open'
        LIMIT 1`,
      [reporterId, reportedId, repeatReportHours],
    );
    return rows.length > 0;
  }

  async insert(manager: EntityManager, report: NewReport): Promise<void> {
    await manager.getRepository(ReportEntity).insert({
      reporterId: report.reporterId,
      reportedId: report.reportedId,
      reason: report.reason,
      text: report.text,
      photoSlot: report.photoSlot,
      conversationId: report.conversationId,
      hides: report.hides,
    });
  }

  /** Closes every open report on the member; answers how many were open. */
  async close(manager: EntityManager, reportedId: number, closing: Closing): Promise<number> {
    // TypeORM answers an UPDATE with [rows, row count].
    const [, closed] = await manager.query<[unknown[], number]>(
      `UPDATE member_report
          SET status = $2, resolved_at = now(), resolved_by = $3, resolution_reason = $4
        WHERE reported_id = $1 AND status = 'open'`,
      [reportedId, closing.status, closing.resolvedBy, closing.reason],
    );
    return closed;
  }

  /** A page of reported members, the longest waiting first (member_report_open_idx). */
  reportedPage(slice: Slice): Promise<ReportedRow[]> {
    return this.dataSource.query<ReportedRow[]>(
      `SELECT reported_id, count(*)::int AS open_reports, min(created_at) AS first_reported_at
         FROM member_report WHERE status = 'open'
        GROUP BY reported_id
        ORDER BY first_reported_at, reported_id
        LIMIT $1 OFFSET $2`,
      [slice.limit, slice.offset],
    );
  }

  /** Reported members with open reports, and the open reports in all. */
  async openTotals(): Promise<{ members: number; reports: number }> {
    const [row] = await this.dataSource.query<{ members: number; reports: number }[]>(
      `SELECT count(DISTINCT reported_id)::int AS members, count(*)::int AS reports
         FROM member_report WHERE status = 'open'`,
    );
    return row ?? { members: 0, reports: 0 };
  }

  /** The reasons of these members' open reports, counted. */
  openReasons(reportedIds: readonly number[]): Promise<ReasonCountRow[]> {
    return this.dataSource.query<ReasonCountRow[]>(
      `SELECT reported_id, reason, count(*)::int AS count
         FROM member_report WHERE status = 'open' AND reported_id = ANY($1::int[])
        GROUP BY reported_id, reason`,
      [reportedIds],
    );
  }

  /** The oldest `perMember` open reports of each of these members. */
  openReports(reportedIds: readonly number[], perMember: number): Promise<ReportRow[]> {
    return this.dataSource.query<ReportRow[]>(
      `SELECT ${reportColumns} FROM (
         SELECT *, row_number() OVER (PARTITION BY reported_id ORDER BY created_at, id) AS nth
           FROM member_report WHERE status = 'open' AND reported_id = ANY($1::int[])
       ) AS numbered
        WHERE nth <= $2
        ORDER BY reported_id, created_at, id`,
      [reportedIds, perMember],
    );
  }

  /** Reports the member made, newest first (member_report_reporter_idx). */
  madeBy(userId: number, limit: number): Promise<ReportRow[]> {
    return this.dataSource.query<ReportRow[]>(
      `SELECT ${reportColumns} FROM member_report WHERE reporter_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** Reports on the member, newest first (member_report_reported_idx). */
  receivedBy(userId: number, limit: number): Promise<ReportRow[]> {
    return this.dataSource.query<ReportRow[]>(
      `SELECT ${reportColumns} FROM member_report WHERE reported_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
  }
}
