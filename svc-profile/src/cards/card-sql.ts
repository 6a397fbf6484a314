import { notBlockedEitherWay } from '../blocks/block-sql';
import { type CardRow } from './category-card';
import { Placeholders, type Statement } from './statement';

export interface CardQuery {
  limit: number;
  /**
   * The member reading, whose blocks (either way, as block_fact keeps them) leave members out in the
   * same statement; left out for a visitor, who has blocked nobody.
   */
  viewerId?: number;
}

/** A card's columns: what each is read from, and its name in CardRow. */
const cardColumnSources: readonly [source: string, name: keyof CardRow][] = [
  ['info.user_id', 'id'],
  ['info.name', 'name'],
  ['info.birthdate::text', 'birthdate'],
  ['info.caption', 'caption'],
  ['img.img_file', 'img_file'],
  ['info.photo_verified', 'verified'],
  ['info.gender', 'gender'],
  ['(extract(epoch FROM info.last_active_at) * 1000)::float8', 'last_active_ms'],
  ['info.show_activity', 'shows_activity'],
];

/** A card's columns, named as CardRow names them. */
export const cardColumns = cardColumnSources
  .map(([source, name]) => `${source} AS ${name}`)
  .join(', ');

/** The card columns of a subquery `from` that selected `cardColumns`. */
export const cardColumnsOf = (from: string): string =>
  cardColumnSources.map(([, name]) => `${from}.${name}`).join(', ');

/**
 * The viewer's own activity setting (ViewerSetting), read in the statement that reads the
 * cards: the round trip of a query of its own saved. Before the viewer has User Information,
 * the column's default: they show it.
 */
export const viewerSettingOf = (viewer: string): string =>
  `COALESCE((SELECT viewer.show_activity FROM user_info AS viewer
              WHERE viewer.user_id = CAST(${viewer} AS int)), true) AS viewer_shows`;

/** What a statement with a viewer also reads: the viewer's own activity setting. */
export interface ViewerSetting {
  viewer_shows: boolean;
}

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
 * user_img's primary key), for a viewer (never their own card) or a visitor.
 */
function writeNewest(withViewer: boolean): Statement<CardQuery> {
  const placeholders = new Placeholders<CardQuery>();
  const viewer = withViewer ? placeholders.of((query) => query.viewerId) : null;
  const limit = placeholders.of((query) => query.limit);
  const setting = viewer === null ? '' : `, ${viewerSettingOf(viewer)}`;
  const others = viewer === null ? [] : [`info.user_id <> CAST(${viewer} AS int)`];
  return placeholders.statement(
    `SELECT ${cardColumns}${setting}
  FROM ${membersAndPhotoOne}
 WHERE ${allOf([...visibleTo(viewer), ...others, 'img.img_file IS NOT NULL'])}
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

/** Cards of chosen members, for a viewer (who gets their own setting beside them) or none. */
export interface ByIdsQuery {
  userIds: readonly number[];
  viewerId?: number;
}

function writeByIds(withViewer: boolean): Statement<ByIdsQuery> {
  const placeholders = new Placeholders<ByIdsQuery>();
  const setting = withViewer
    ? `, ${viewerSettingOf(placeholders.of((query) => query.viewerId))}`
    : '';
  const ids = placeholders.of((query) => query.userIds);
  return placeholders.statement(
    `SELECT ${cardColumns}${setting}
  FROM ${membersAndPhotoOne}
 WHERE ${allOf([...visibleTo(null), `info.user_id = ANY(${ids})`])}`,
  );
}

const byIdsStatements = { viewer: writeByIds(true), none: writeByIds(false) };

/** The visible ones among `userIds`, in no particular order: SQL and parameters. */
export function byIdsStatement(query: ByIdsQuery): [string, unknown[]] {
  return byIdsStatements[query.viewerId === undefined ? 'none' : 'viewer'].bind(query);
}
