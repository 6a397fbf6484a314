import { Inject, Injectable } from '@nestjs/common';
import { type MemberStatus, type PurchaseStatus } from '@dating/contracts';
import { ErasedMembers } from '@dating/server';
import { DataSource } from 'typeorm';

/** A package's names, English and translated (null where none was given). */
export interface PackageNames {
  name_en: string;
  name_th: string | null;
  name_no: string | null;
}

export interface ExportOrderRow extends PackageNames {
  purchase_id: number;
  package_id: number;
  purchase_amt: number;
  duration_days: number;
  purchase_date: Date;
  purchase_status: PurchaseStatus;
  purchase_receipt: Date | null;
  purchase_approve_date: Date | null;
  purchase_img_file: string | null;
  reject_reason: string | null;
  active_flag: 'Y' | 'N';
}

export interface ExportMembershipRow extends PackageNames {
  member_id: number;
  purchase_id: number;
  member_status: MemberStatus;
  member_start: Date;
  member_end: Date;
}

export interface ExportReceiptRow {
  receipt_id: number;
  purchase_id: number;
  file_id: string;
  sha256: string | null;
  slip_bank: string | null;
  slip_reference: string | null;
  attached_at: Date;
}

export interface ExportUploadRow {
  file_id: string;
  sha256: string;
  slip_bank: string | null;
  slip_reference: string | null;
  create_datetime: Date;
}

/** What svc-billing keeps of one member, as their data export reads it. */
export interface MemberBooks {
  orders: ExportOrderRow[];
  memberships: ExportMembershipRow[];
  receipts: ExportReceiptRow[];
  /** Receipt uploads of theirs never attached to an order. */
  uploads: ExportUploadRow[];
}

/**
 * The member's own rows for their data export (issue 29 item 2): one query per table, each by
 * the member's user id, read in one transaction that holds their erasure off, so the books read
 * are all from before an erasure or none. An erased member's pseudonymised rows are no longer
 * linked to them: null.
 */
@Injectable()
export class ExportRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly erased: ErasedMembers,
  ) {}

  booksOf(userId: number): Promise<MemberBooks | null> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      if (await this.erased.hold(manager, userId)) return null;
      const orders = await manager.query<ExportOrderRow[]>(
        `SELECT o.purchase_id, o.package_id, o.purchase_amt, o.duration_days, o.purchase_date,
                o.purchase_status, o.purchase_receipt, o.purchase_approve_date,
                o.purchase_img_file, o.reject_reason, o.active_flag,
                p.name AS name_en, p.name_th, p.name_no
           FROM purchase_order o JOIN package p USING (package_id)
          WHERE o.user_id = $1
          ORDER BY o.purchase_date, o.purchase_id`,
        [userId],
      );
      const memberships = await manager.query<ExportMembershipRow[]>(
        `SELECT m.member_id, m.purchase_id, m.member_status, m.member_start, m.member_end,
                p.name AS name_en, p.name_th, p.name_no
           FROM user_member m JOIN package p USING (package_id)
          WHERE m.user_id = $1
          ORDER BY m.member_start, m.member_id`,
        [userId],
      );
      const receipts = await manager.query<ExportReceiptRow[]>(
        `SELECT r.receipt_id, r.purchase_id, r.file_id, r.sha256, r.slip_bank, r.slip_reference,
                r.attached_at
           FROM receipt r JOIN purchase_order o USING (purchase_id)
          WHERE o.user_id = $1
          ORDER BY r.purchase_id, r.receipt_id`,
        [userId],
      );
      const uploads = await manager.query<ExportUploadRow[]>(
        `SELECT u.file_id, u.sha256, u.slip_bank, u.slip_reference, u.create_datetime
           FROM receipt_upload u
          WHERE u.uploader_id = $1
            AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.file_id = u.file_id)
          ORDER BY u.create_datetime, u.file_id`,
        [userId],
      );
      return { orders, memberships, receipts, uploads };
    });
  }
}
