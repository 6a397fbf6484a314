import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import {
  exportLinkHours,
  exportPartReadyEvent,
  exportRequestedEvent,
  isExportPathOf,
  MessageCode,
  Role,
  said,
  type AdminExportsResult,
  type Caller,
  type EventPayload,
  type ExportManifest,
  type ExportRequestResult,
  type ExportState,
  type ExportStatusResult,
  type Language,
} from '@dating/contracts';
import {
  AdminAudit,
  Buckets,
  CLOCK,
  conflict,
  notFound,
  ObjectStorage,
  OnEvent,
  Outbox,
  type Clock,
} from '@dating/server';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { exportReadyMail } from '../mail/auth-mails';
import { adminExportsPageSize, ExportsRepository, type ExportRow } from './exports.repository';

const linkMs = exportLinkHours * 3_600_000;

/** Where an export stands at `now`: its times say it. */
export function exportState(row: ExportRow, now: Date): ExportState {
  const ready = row.ready_at !== null && row.expires_at !== null;
  const expired =
    row.erased_at !== null ||
    (row.expires_at !== null && row.expires_at.getTime() <= now.getTime());
  return {
    export_id: row.id,
    status: expired ? 'expired' : ready ? 'ready' : 'preparing',
    requested_at: row.requested_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    parts_ready: row.parts,
    bytes: ready ? row.bytes : null,
  };
}

/**
 * "Download my data" (issue 29 item 2), as svc-auth keeps it: the requests, the parts every
 * service reports writing, the export ready once all are in (and mailed), who may download it,
 * and the removal of its objects once its link's life ends or the member's account goes.
 */
@Injectable()
export class ExportService {
  private readonly logger = new Logger(ExportService.name);

  constructor(
    private readonly exports: ExportsRepository,
    private readonly users: UserLoginRepository,
    private readonly outbox: Outbox,
    private readonly audit: AdminAudit,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /api/account/export: the caller's own. */
  request(caller: Caller, lang: Language): Promise<ExportRequestResult> {
    return this.prepare(caller.userId, lang, null);
  }

  /** POST /api/admin/exports/request: a member's, for an access request by letter (audited). */
  adminRequest(admin: Caller, userId: number, lang: Language): Promise<ExportRequestResult> {
    return this.prepare(userId, lang, admin);
  }

  /** POST /api/account/export/status: the caller's newest export. */
  async status(caller: Caller): Promise<ExportStatusResult> {
    const newest = await this.exports.newest(caller.userId);
    return { export: newest && exportState(newest, this.clock.now()) };
  }

  /**
   * For the gateway, before it streams a download: a member may have only an export they asked
   * for themselves, an administrator only one an administrator asked for. Anyone else learns
   * nothing of the export (not found).
   */
  async manifest(
    exportId: string,
    askedBy: { user_id: number; role: Role },
  ): Promise<ExportManifest> {
    const found = await this.exports.withOwner(exportId);
    const mayDownload =
      found !== null &&
      (askedBy.role === Role.Admin
        ? found.requested_by_admin !== null
        : found.requested_by_admin === null && found.user_id === askedBy.user_id);
    if (!found || !mayDownload) throw notFound(MessageCode.exportNotFound);
    const state = exportState(found, this.clock.now());
    if (state.status === 'expired') throw conflict(MessageCode.exportExpired);
    if (state.status === 'preparing' || !found.ready_at || !found.expires_at)
      throw conflict(MessageCode.exportNotReady);
    return {
      export_id: found.id,
      user_id: found.user_id,
      username: found.username,
      lang: found.lang,
      ready_at: found.ready_at.toISOString(),
      expires_at: found.expires_at.toISOString(),
      files: await this.exports.files(found.id),
    };
  }

  /** POST /api/admin/exports: the exports administrators asked for, newest first. */
  async adminList(page: number): Promise<AdminExportsResult> {
    const rows = await this.exports.askedByAdmins(page);
    const now = this.clock.now();
    return {
      exports: rows.slice(0, adminExportsPageSize).map((row) => ({
        ...exportState(row, now),
        user_id: row.user_id,
        username: row.username,
        requested_by: row.requested_by,
      })),
      has_more: rows.length > adminExportsPageSize,
    };
  }

  /**
   * A service wrote its part. Kept only when every path is in that service's folder; when it
   * is the last part, the export is ready for exportLinkHours and (asked by the member) they
   * are mailed. A part of an export unknown here, or whose objects were already removed, has
   * its objects removed too, so nothing of it stays behind.
   */
  @OnEvent(exportPartReadyEvent)
  async partReady(part: EventPayload<typeof exportPartReadyEvent>): Promise<void> {
    const outside = part.files.filter((file) => !isExportPathOf(part.service, file.path));
    if (outside.length > 0) {
      this.logger.warn({
        msg: 'export part refused: paths outside its folder',
        exportId: part.export_id,
        service: part.service,
        paths: outside.map((file) => file.path).slice(0, 10),
      });
      return;
    }
    const outcome = await this.outbox.transaction(async (manager) => {
      const recorded = await this.exports.recordPart(
        manager,
        {
          export_id: part.export_id,
          user_id: part.user_id,
          service: part.service,
          files: part.files,
          at: this.clock.now(),
        },
        linkMs,
      );
      if (recorded.kind === 'completed') await this.completed(manager, recorded.export);
      return recorded;
    });
    if (outcome.kind === 'unknown') {
      const removed = await this.removeObjects(part.export_id);
      this.logger.warn({
        msg: 'export part for no export kept here: its objects removed',
        exportId: part.export_id,
        service: part.service,
        removed,
      });
    }
  }

  /**
   * Removes the objects of every export past its link's life, one export a transaction (locked,
   * SKIP LOCKED, so replicas share the work): objects first, then the row says so at commit.
   * Answers how many exports.
   */
  async expire(): Promise<number> {
    let expired = 0;
    while (await this.expireNext()) expired += 1;
    return expired;
  }

  /**
   * In the member's erasure transaction, before their account's row goes (its exports' rows go
   * with it): removes every export's objects. Answers how many exports, and objects.
   */
  async eraseMember(
    manager: EntityManager,
    userId: number,
  ): Promise<{ exports: number; objects: number }> {
    const ids = await this.exports.idsOf(manager, userId);
    let objects = 0;
    for (const id of ids) objects += await this.removeObjects(id);
    return { exports: ids.length, objects };
  }

  private async prepare(
    userId: number,
    lang: Language,
    admin: Caller | null,
  ): Promise<ExportRequestResult> {
    const now = this.clock.now();
    const outcome = await this.outbox.transaction(async (manager) => {
      const locked = await this.exports.lockForRequest(manager, userId);
      if (!locked) throw notFound(MessageCode.userNotFound);
      if (locked.preparing) return { row: locked.preparing, created: false };
      const row = await this.exports.insert(manager, {
        id: randomUUID(),
        user_id: userId,
        requested_by_admin: admin?.userId ?? null,
        lang,
        requested_at: now,
      });
      await this.outbox.event(manager, exportRequestedEvent, {
        event_id: randomUUID(),
        export_id: row.id,
        user_id: userId,
        lang,
        at: now.toISOString(),
      });
      if (admin)
        await this.audit.record(manager, admin, {
          action: 'member.export',
          targetUserId: userId,
          object: `export:${row.id}`,
        });
      return { row, created: true };
    });
    if (outcome.created)
      this.logger.log({
        msg: 'data export requested',
        exportId: outcome.row.id,
        userId,
        ...(admin && { adminUserId: admin.userId }),
      });
    return {
      status: 'OK',
      ...said(outcome.created ? MessageCode.exportPreparing : MessageCode.exportAlreadyPreparing),
      export: exportState(outcome.row, now),
    };
  }

  /**
   * Every part is in, in that transaction: the member who asked is mailed, in the language they
   * asked in (an export an administrator asked for is the administrator's to send).
   */
  private async completed(manager: EntityManager, row: ExportRow): Promise<void> {
    this.logger.log({
      msg: 'data export ready',
      exportId: row.id,
      userId: row.user_id,
      bytes: row.bytes,
    });
    if (row.requested_by_admin !== null || !row.expires_at) return;
    const member = await this.users.findById(row.user_id);
    if (!member) return;
    await this.outbox.mail(
      manager,
      exportReadyMail.letter(
        { address: member.email, lang: row.lang },
        { username: member.username, expiresAt: row.expires_at.toISOString() },
      ),
    );
  }

  private expireNext(): Promise<boolean> {
    const now = this.clock.now();
    return this.outbox.transaction(async (manager) => {
      const id = await this.exports.claimExpired(manager, now);
      if (!id) return false;
      const removed = await this.removeObjects(id);
      await this.exports.markErased(manager, id, now);
      this.logger.log({ msg: 'data export expired: its objects removed', exportId: id, removed });
      return true;
    });
  }

  /** Every object of the export in the exports bucket; answers how many. */
  private async removeObjects(exportId: string): Promise<number> {
    const keys: string[] = [];
    for await (const object of this.storage.list(Buckets.exports, `${exportId}/`))
      keys.push(object.key);
    for (let at = 0; at < keys.length; at += 1000)
      await this.storage.remove(Buckets.exports, ...keys.slice(at, at + 1000));
    return keys.length;
  }
}
