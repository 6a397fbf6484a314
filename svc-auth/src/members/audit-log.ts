import { Injectable } from '@nestjs/common';
import { adminActionEvent, type AuditListResult } from '@dating/contracts';
import { OnEvent } from '@dating/server';
import {
  AdminAuditRepository,
  type AdminActionRecord,
  type AuditFilter,
} from './admin-audit.repository';

/** The administrators' append-only audit log, fed by every service's `adminActionEvent`. */
@Injectable()
export class AuditLog {
  constructor(private readonly audit: AdminAuditRepository) {}

  /** A redelivered event (same id) is stored once. */
  @OnEvent(adminActionEvent)
  async store(record: AdminActionRecord): Promise<void> {
    await this.audit.insertOnce(record);
  }

  async list(filter: AuditFilter): Promise<AuditListResult> {
    const { rows, total } = await this.audit.page(filter);
    return { rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total };
  }
}
