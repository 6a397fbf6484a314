import { notBlockedEitherWay } from '../blocks/block-sql';
import { Placeholders, type Statement } from './statement';

export interface CardQuery {
  limit: number;
  /**
   * The member reading, whose blocks (either way, KnownBlocks.ensure) leave members out in the
   * same statement; left out for a visitor, who has blocked nobody.
   */
  viewerId?: number;
}

/** A card's columns, named as CardRow names them. */
export const cardColumns = `info.user_id AS id, info.name AS name,
       info.birthdate::text AS birthdate, info.caption AS caption, img.img_file AS img_file,
       info.photo_verified AS verified, info.gender AS gender,
       info.last_active_at AS last_active, info.show_activity AS shows_activity`;

/**
 * Members, each with photo 1 when there is one (probed by its key): a photo waiting for review
 * is left out while its member has open reports.
 */
export const membersAndPhotoOne = `user_info AS info
  LEFT JOIN user_img AS img
         ON img.user_id = info.user_id AND img.img_seq = 1
        AND (img.review_status = 'approved'
             OR NOT EXISTS (SELECT 1 FROM reported_member AS reported
                             WHERE reported.user_id = info.user_id))`;

/**
 * What makes a member visible to the viewer whose id `viewer` holds (a placeholder), or to a
 * visitor: not hidden, and no block either way with the viewer.
 */
export function visibleTo(viewer: string | null): string[] {
  const visible = ["info.active_flag = 'Y'"];
  if (viewer !== null) visible.push(notBlockedEitherWay('info.user_id', `CAST(${viewer} AS int)`));
  return visible;
}

export const allOf = (conditions: readonly string[]): string => conditions.join('\n   AND ');

/**
 * The newest visible members with a photo (index user_info_visible_newest_idx, each probed on
 * user_img's primary key), for a viewer or a visitor.
 */
function writeNewest(withViewer: boolean): Statement<CardQuery> {
  const placeholders = new Placeholders<CardQuery>();
  const viewer = withViewer ? placeholders.of((query) => query.viewerId) : null;
  const limit = placeholders.of((query) => query.limit);
  return placeholders.statement(
    `SELECT ${cardColumns}
  FROM ${membersAndPhotoOne}
 WHERE ${allOf([...visibleTo(viewer), 'img.img_file IS NOT NULL'])}
 ORDER BY info.create_datetime DESC, info.user_id DESC
 LIMIT ${limit}`,
  );
}

const newestStatements = { viewer: writeNewest(true), visitor: writeNewest(false) };

/** The home page's cards: SQL and parameters. */
export function newestStatement(query: CardQuery): [string, unknown[]] {
  const statement = query.viewerId === undefined ? 'visitor' : 'viewer';
  return newestStatements[statement].bind(query);
}

function writeByIds(): Statement<readonly number[]> {
  const placeholders = new Placeholders<readonly number[]>();
  return placeholders.statement(
    `SELECT ${cardColumns}
  FROM ${membersAndPhotoOne}
 WHERE ${allOf([...visibleTo(null), `info.user_id = ANY(${placeholders.of((ids) => ids)})`])}`,
  );
}

const byIds = writeByIds();

/** The visible ones among `userIds`, in no particular order: SQL and parameters. */
export function byIdsStatement(userIds: readonly number[]): [string, unknown[]] {
  return byIds.bind(userIds);
}
