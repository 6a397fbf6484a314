import { Inject, Injectable } from '@nestjs/common';
import { sectionTables, type RefTable, type SectionTable } from '@dating/contracts';
import { DataSource, type EntityMetadata } from 'typeorm';
import { preparedQuery } from '@dating/server';
import { notBlockedEitherWay } from '../blocks/block-sql';
import { type ContactFacts } from '../contact/contact-rule';
import { sectionEntities } from '../sections/section-definitions';
import { sectionRecordColumns } from '../sections/section-record';
import { type ProfileSnapshot, type SectionSnapshot } from './profile-view';

/**
 * Section column types whose JSON value is what the entity reads (a number or a string): a
 * numeric or bigint column would come back as a number here but as a string through TypeORM.
 */
const jsonSafeTypes: ReadonlySet<string> = new Set(['int', 'smallint', 'text', 'date']);

/** One section row as JSON, its values keyed and ordered as the entity declares its columns. */
function sectionJson(metadata: EntityMetadata, alias: string): string {
  const values = metadata.columns
    .filter((column) => !sectionRecordColumns.has(column.databaseName))
    .map((column) => {
      if (!jsonSafeTypes.has(String(column.type)))
        throw new Error(`${metadata.tableName}.${column.databaseName} is not read as JSON`);
      return `'${column.databaseName}', ${alias}.${column.databaseName}`;
    });
  return `json_build_object('values', json_build_object(${values.join(', ')}),
            'hiddenFields', ${alias}.hidden_fields, 'activeFlag', ${alias}.active_flag)`;
}

/**
 * The profile page's one statement: the member's four sections, choices, photos and review
 * state; the viewer's activity setting; whether a block stands between them (either way); and
 * what is known of the contact rule between them. $1 is the member, $2 the viewer (null for an
 * administrator).
 */
function profileStatement(dataSource: DataSource): string {
  const section = (table: SectionTable) => {
    const metadata = dataSource.getMetadata(sectionEntities[table]);
    return `(SELECT ${sectionJson(metadata, 's')} FROM ${metadata.tableName} AS s WHERE s.user_id = $1)`;
  };
  return `
    SELECT CASE WHEN info.user_id IS NOT NULL THEN ${sectionJson(dataSource.getMetadata(sectionEntities.USER_INFO), 'info')} END AS user_info,
           ${section('PERSON_INFO')} AS person_info,
           ${section('FAVORITE_INFO')} AS favorite_info,
           ${section('DATE_INFO')} AS date_info,
           (SELECT coalesce(json_agg(json_build_object('table', a.ref_table_code, 'code', a.ref_code)
                                     ORDER BY a.id), '[]'::json)
              FROM user_sys_ref AS a WHERE a.user_id = $1) AS answers,
           (SELECT coalesce(json_agg(json_build_object('imgSeq', p.img_seq, 'imgFile', p.img_file,
                                                       'imgType', p.img_type, 'imgSize', p.img_size,
                                                       'reviewStatus', p.review_status)
                                     ORDER BY p.img_seq), '[]'::json)
              FROM user_img AS p WHERE p.user_id = $1) AS photos,
           info.photo_verified AS verified, info.last_active_at, info.show_activity,
           EXISTS (SELECT 1 FROM reported_member WHERE user_id = $1) AS reported,
           coalesce(viewer.show_activity, true) AS viewer_shows_activity,
           membership.active_until, coalesce(response.responded, false) AS responded,
           NOT (${notBlockedEitherWay('$1', '$2::int')}) AS blocked
      FROM (SELECT 1) AS one
      LEFT JOIN user_info AS info ON info.user_id = $1
      LEFT JOIN user_info AS viewer ON viewer.user_id = $2::int
      LEFT JOIN contact_membership AS membership ON membership.user_id = $2::int
      LEFT JOIN contact_response AS response
        ON response.user_id = least($1, $2::int) AND response.other_user_id = greatest($1, $2::int)`;
}

type ProfileRow = Record<Lowercase<SectionTable>, SectionSnapshot | null> & {
  answers: { table: RefTable; code: string }[];
  photos: ProfileSnapshot['photos'];
  verified: boolean | null;
  last_active_at: Date | null;
  show_activity: boolean | null;
  reported: boolean;
  viewer_shows_activity: boolean;
  active_until: Date | null;
  responded: boolean;
  blocked: boolean;
};

/** A profile as the page shows it to one viewer, read at once. */
export interface ProfileRead {
  profile: ProfileSnapshot;
  /** The viewer's activity setting: before they have User Information, the default (shown). */
  viewerShowsActivity: boolean;
  contact: ContactFacts;
  /** One of the member and the viewer blocked the other (as block_fact knows it). */
  blocked: boolean;
}

/** A whole profile, and what its page needs about the viewer, in one statement. */
@Injectable()
export class ProfileRepository {
  private readonly statement: string;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.statement = profileStatement(dataSource);
  }

  /** `viewerId` null: an administrator, who has no activity setting or contact rule. */
  async load(userId: number, viewerId: number | null): Promise<ProfileRead> {
    const [row] = await preparedQuery<ProfileRow>(this.dataSource, this.statement, [
      userId,
      viewerId,
    ]);
    if (!row) throw new Error('The profile statement returned no row');
    return {
      profile: {
        userId,
        sections: Object.fromEntries(
          sectionTables.map((table) => [table, row[lowercase(table)]]),
        ) as ProfileSnapshot['sections'],
        answers: row.answers,
        photos: row.photos,
        verified: row.verified === true,
        reported: row.reported,
        activity: row.last_active_at
          ? { lastActive: row.last_active_at, shown: row.show_activity === true }
          : null,
      },
      viewerShowsActivity: row.viewer_shows_activity,
      contact: { activeUntil: row.active_until, responded: row.responded },
      blocked: row.blocked,
    };
  }
}

const lowercase = <Table extends SectionTable>(table: Table) =>
  table.toLowerCase() as Lowercase<Table>;
