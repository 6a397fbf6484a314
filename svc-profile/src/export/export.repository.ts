import { Inject, Injectable } from '@nestjs/common';
import { type RefTable, type SectionTable } from '@dating/contracts';
import { holdOffErasure } from '@dating/server';
import { DataSource, type EntityManager } from 'typeorm';
import { sectionRecordColumns } from '../sections/section-record';

/** One stored section: its own columns as JSON (dates as YYYY-MM-DD), privacy, times. */
export interface SectionRow {
  values: Record<string, string | number | null>;
  hidden_fields: string[];
  active_flag: 'Y' | 'N';
  create_datetime: Date;
  update_datetime: Date | null;
}

export interface ChoiceRow {
  ref_table_code: RefTable;
  ref_code: string;
  ref_desc: string | null;
}

export interface PhotoRow {
  img_seq: number;
  img_file: string;
  img_type: string;
  review_status: 'pending' | 'approved';
  create_datetime: Date;
}

export interface RemovalRow {
  img_seq: number;
  reason: string;
  removed_at: Date;
}

export interface VerificationRequestRow {
  code: string;
  status: 'started' | 'pending' | 'verified' | 'rejected';
  selfie_file: string | null;
  reason: string | null;
  created_at: Date;
  expires_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
}

/** What user_info holds beside section 1's answers: the badge and the activity setting. */
export interface ProfileStateRow {
  photo_verified: boolean;
  last_active_at: Date;
  show_activity: boolean;
}

export interface MemberStatusRow {
  active: boolean;
  changed_at: Date;
}

/** Everything svc-profile's own tables hold of one member, for their export. */
export interface MemberRecords {
  sections: Record<SectionTable, SectionRow | null>;
  state: ProfileStateRow | null;
  choices: ChoiceRow[];
  photos: PhotoRow[];
  removals: RemovalRow[];
  verifications: VerificationRequestRow[];
  status: MemberStatusRow | null;
}

/** The section tables by section; their names are fixed here, never taken from input. */
const sectionTableNames: Record<SectionTable, string> = {
  USER_INFO: 'user_info',
  PERSON_INFO: 'person_info',
  FAVORITE_INFO: 'favorite_info',
  DATE_INFO: 'date_info',
};

/** Columns that are not the member's answers: about the row, or search's copies and state. */
const notAnswers = [
  ...sectionRecordColumns,
  'photo_verified',
  'last_active_at',
  'show_activity',
  'has_photo',
  'gender',
  'kids',
  'religion',
  'education',
];

/** A section's row; `extra` names more of its columns to read with it (user_info's state). */
async function sectionRow<Extra extends object = object>(
  manager: EntityManager,
  table: SectionTable,
  userId: number,
  extra: readonly (keyof Extra & string)[] = [],
): Promise<(SectionRow & Extra) | null> {
  const [row] = await manager.query<(SectionRow & Extra)[]>(
    `SELECT to_jsonb(s) - $2::text[] AS values, s.hidden_fields, s.active_flag,
            s.create_datetime, s.update_datetime${extra.map((column) => `, s.${column}`).join('')}
       FROM ${sectionTableNames[table]} AS s WHERE s.user_id = $1`,
    [userId, notAnswers],
  );
  return row ?? null;
}

const stateColumns: readonly (keyof ProfileStateRow)[] = [
  'photo_verified',
  'last_active_at',
  'show_activity',
];

/** The reads of a member's data export: one statement per table, by the member's id. */
@Injectable()
export class ProfileExportRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Reads the member's records and runs `use` with them (null when the member was erased), in a
   * transaction that holds their erasure off until `use` is done: what it writes of them is
   * never written after their erasure, and an erasure that came first is seen.
   */
  whileHeld<T>(userId: number, use: (records: MemberRecords | null) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return use(null);
      return use(await this.records(manager, userId));
    });
  }

  private async records(manager: EntityManager, userId: number): Promise<MemberRecords> {
    // One transaction's statements run one after another on its connection.
    const userInfo = await sectionRow<ProfileStateRow>(manager, 'USER_INFO', userId, stateColumns);
    const personInfo = await sectionRow(manager, 'PERSON_INFO', userId);
    const favoriteInfo = await sectionRow(manager, 'FAVORITE_INFO', userId);
    const dateInfo = await sectionRow(manager, 'DATE_INFO', userId);
    const choices = await manager.query<ChoiceRow[]>(
      `SELECT ref_table_code, ref_code, ref_desc FROM user_sys_ref
        WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    const photos = await manager.query<PhotoRow[]>(
      `SELECT img_seq, img_file, img_type, review_status, create_datetime FROM user_img
        WHERE user_id = $1 ORDER BY img_seq`,
      [userId],
    );
    const removals = await manager.query<RemovalRow[]>(
      `SELECT img_seq, reason, removed_at FROM photo_removal
        WHERE user_id = $1 ORDER BY img_seq`,
      [userId],
    );
    const verifications = await manager.query<VerificationRequestRow[]>(
      `SELECT code, status, selfie_file, reason, created_at, expires_at, submitted_at, decided_at
         FROM photo_verification WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    const [status] = await manager.query<MemberStatusRow[]>(
      'SELECT active, changed_at FROM member_status WHERE user_id = $1',
      [userId],
    );
    return {
      sections: {
        USER_INFO: userInfo,
        PERSON_INFO: personInfo,
        FAVORITE_INFO: favoriteInfo,
        DATE_INFO: dateInfo,
      },
      state: userInfo && {
        photo_verified: userInfo.photo_verified,
        last_active_at: userInfo.last_active_at,
        show_activity: userInfo.show_activity,
      },
      choices,
      photos,
      removals,
      verifications,
      status: status ?? null,
    };
  }
}
