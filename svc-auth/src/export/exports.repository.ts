import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  exportingServices,
  type ExportFile,
  type ExportingService,
  type Language,
} from '@dating/contracts';

/** The exports administrators asked for, a page at a time. */
export const adminExportsPageSize = 30;

/** One export as svc-auth keeps it, with the parts written so far. */
export interface ExportRow {
  id: string;
  user_id: number;
  requested_by_admin: number | null;
  lang: Language;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  erased_at: Date | null;
  /** The services whose part is in, in `exportingServices` order. */
  parts: ExportingService[];
  /** The sum of the parts' bytes. */
  bytes: number;
}

export interface AdminExportRow extends ExportRow {
  username: string;
  requested_by: string;
}

export interface NewExport {
  id: string;
  user_id: number;
  requested_by_admin: number | null;
  lang: Language;
  requested_at: Date;
}

export interface ArrivedPart {
  export_id: string;
  user_id: number;
  service: ExportingService;
  files: readonly ExportFile[];
  at: Date;
}

/**
 * What a part's arrival did: nothing to keep it for (no such export of that member, or its
 * objects already erased), kept, or kept as the last one, making the export ready.
 */
export type PartOutcome =
  | { kind: 'unknown' }
  | { kind: 'kept'; export: ExportRow }
  | { kind: 'completed'; export: ExportRow };

const exportColumns = `e.id, e.user_id, e.requested_by_admin, e.lang, e.requested_at, e.ready_at,
  e.expires_at, e.erased_at,
  coalesce((SELECT array_agg(p.service ORDER BY p.service) FROM data_export_part p
             WHERE p.export_id = e.id), '{}') AS parts,
  coalesce((SELECT sum(p.bytes) FROM data_export_part p WHERE p.export_id = e.id), 0)::bigint
    AS bytes`;

interface RawExportRow extends Omit<ExportRow, 'parts' | 'bytes'> {
  parts: string[];
  bytes: string;
}

function exportRow(raw: RawExportRow): ExportRow {
  return {
    id: raw.id,
    user_id: raw.user_id,
    requested_by_admin: raw.requested_by_admin,
    lang: raw.lang,
    requested_at: raw.requested_at,
    ready_at: raw.ready_at,
    expires_at: raw.expires_at,
    erased_at: raw.erased_at,
    parts: exportingServices.filter((service) => raw.parts.includes(service)),
    bytes: Number(raw.bytes),
  };
}

/** data_export and data_export_part: the members' data exports and their parts. */
@Injectable()
export class ExportsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * In the request's transaction: the member's account, locked so that two requests at once
   * make one export, and the export of theirs still being prepared, if any. Null when there is
   * no such account.
   */
  async lockForRequest(
    manager: EntityManager,
    userId: number,
  ): Promise<{ preparing: ExportRow | null } | null> {
    const [account] = await manager.query<{ user_id: number }[]>(
      'SELECT user_id FROM user_login WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    if (!account) return null;
    const [preparing] = await manager.query<RawExportRow[]>(
      `SELECT ${exportColumns} FROM data_export e
        WHERE e.user_id = $1 AND e.ready_at IS NULL AND e.erased_at IS NULL
        ORDER BY e.requested_at DESC LIMIT 1`,
      [userId],
    );
    return { preparing: preparing ? exportRow(preparing) : null };
  }

  async insert(manager: EntityManager, row: NewExport): Promise<ExportRow> {
    await manager.query(
      `INSERT INTO data_export (id, user_id, requested_by_admin, lang, requested_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.id, row.user_id, row.requested_by_admin, row.lang, row.requested_at],
    );
    return {
      ...row,
      ready_at: null,
      expires_at: null,
      erased_at: null,
      parts: [],
      bytes: 0,
    };
  }

  /** The member's newest export, or null. */
  async newest(userId: number): Promise<ExportRow | null> {
    const [row] = await this.dataSource.query<RawExportRow[]>(
      `SELECT ${exportColumns} FROM data_export e
        WHERE e.user_id = $1 ORDER BY e.requested_at DESC LIMIT 1`,
      [userId],
    );
    return row ? exportRow(row) : null;
  }

  /** An export with its owner's username, or null. */
  async withOwner(id: string): Promise<(ExportRow & { username: string }) | null> {
    const [row] = await this.dataSource.query<(RawExportRow & { username: string })[]>(
      `SELECT ${exportColumns}, u.username FROM data_export e
         JOIN user_login u ON u.user_id = e.user_id
        WHERE e.id = $1`,
      [id],
    );
    return row ? { ...exportRow(row), username: row.username } : null;
  }

  /** Every file of the export's parts, service by service. */
  async files(id: string): Promise<ExportFile[]> {
    const parts = await this.dataSource.query<{ service: string; files: ExportFile[] }[]>(
      'SELECT service, files FROM data_export_part WHERE export_id = $1',
      [id],
    );
    return exportingServices.flatMap(
      (service) => parts.find((part) => part.service === service)?.files ?? [],
    );
  }

  /**
   * Keeps a service's part (a redelivered one keeps the first) of an export of that member whose
   * objects are still there; when it was the last one, the export is ready from `at` and can be
   * downloaded for `linkMs`. In the given transaction, the export's row locked meanwhile, so the
   * last two parts arriving at once on two replicas make it ready once.
   */
  async recordPart(
    manager: EntityManager,
    part: ArrivedPart,
    linkMs: number,
  ): Promise<PartOutcome> {
    const [locked] = await manager.query<{ id: string }[]>(
      `SELECT id FROM data_export
          WHERE id = $1 AND user_id = $2 AND erased_at IS NULL FOR UPDATE`,
      [part.export_id, part.user_id],
    );
    if (!locked) return { kind: 'unknown' };
    await manager.query(
      `INSERT INTO data_export_part (export_id, service, files, bytes, ready_at)
         VALUES ($1, $2, $3::jsonb, $4, $5)
         ON CONFLICT (export_id, service) DO NOTHING`,
      [
        part.export_id,
        part.service,
        JSON.stringify(part.files),
        part.files.reduce((sum, file) => sum + file.bytes, 0),
        part.at,
      ],
    );
    // UPDATE … RETURNING answers [rows, count].
    const [completed] = await manager.query<[{ id: string }[], number]>(
      `UPDATE data_export SET ready_at = $2, expires_at = $2::timestamptz + $3 * interval '1 millisecond'
          WHERE id = $1 AND ready_at IS NULL
            AND (SELECT count(*) FROM data_export_part WHERE export_id = $1 AND service = ANY($4)) = $5
         RETURNING id`,
      [part.export_id, part.at, linkMs, exportingServices, exportingServices.length],
    );
    const [row] = await manager.query<RawExportRow[]>(
      `SELECT ${exportColumns} FROM data_export e WHERE e.id = $1`,
      [part.export_id],
    );
    if (!row) return { kind: 'unknown' };
    return { kind: completed.length > 0 ? 'completed' : 'kept', export: exportRow(row) };
  }

  /**
   * In the expiry's transaction: one export past its link's life whose objects are still there,
   * locked; replicas pass over each other's (SKIP LOCKED).
   */
  async claimExpired(manager: EntityManager, now: Date): Promise<string | null> {
    const [due] = await manager.query<{ id: string }[]>(
      `SELECT id FROM data_export
        WHERE expires_at <= $1 AND erased_at IS NULL
        ORDER BY expires_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now],
    );
    return due?.id ?? null;
  }

  async markErased(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.query('UPDATE data_export SET erased_at = $2 WHERE id = $1', [id, at]);
  }

  /** In an erasure's transaction: the ids of every export of the member, locked. */
  async idsOf(manager: EntityManager, userId: number): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      'SELECT id FROM data_export WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /** One page of the exports administrators asked for, newest first, and one more to tell. */
  async askedByAdmins(page: number): Promise<AdminExportRow[]> {
    const rows = await this.dataSource.query<
      (RawExportRow & { username: string; requested_by: string | null })[]
    >(
      `SELECT ${exportColumns}, u.username, a.username AS requested_by
         FROM data_export e
         JOIN user_login u ON u.user_id = e.user_id
         LEFT JOIN user_login a ON a.user_id = e.requested_by_admin
        WHERE e.requested_by_admin IS NOT NULL
        ORDER BY e.requested_at DESC, e.id
        LIMIT ${adminExportsPageSize + 1} OFFSET $1`,
      [(page - 1) * adminExportsPageSize],
    );
    return rows.map((row) => ({
      ...exportRow(row),
      username: row.username,
      requested_by: row.requested_by ?? String(row.requested_by_admin),
    }));
  }
}
