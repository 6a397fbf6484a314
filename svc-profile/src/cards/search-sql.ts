import { searchGenders, type SearchGender, type SearchSort } from '@dating/contracts';
import { type BirthdateRange } from './birthdate-range';
import {
  allOf,
  cardColumns,
  cardColumnsOf,
  membersAndPhotoOne,
  viewerSettingOf,
  visibleTo,
  type ViewerSetting,
} from './card-sql';
import { type CardRow } from './category-card';
import { type SearchPosition } from './search-cursor';
import { Placeholders, statementsByShape, type Statement } from './statement';

/**
 * The optional filters of a search, each a column carried by every search index (after the
 * order's columns and birthdate), so no combination needs another index.
 */
export interface SearchFilters {
  /** Section 1's country, compared trimmed and in lower case. */
  country?: string;
  /** Only members with photo 1 (user_info.has_photo, kept by a trigger on user_img). */
  hasPhoto?: boolean;
  /** Only verified members (also user_info_verified_gender_newest_idx). */
  verifiedOnly?: boolean;
  /** KIDS, RELIGION and EDUCATION codes (user_info's copies of the choices). */
  kids?: string;
  religion?: string;
  education?: string;
}

/** One page of a member's search, filters already in the terms of the stored columns. */
export interface SearchQuery extends SearchFilters {
  /** The member searching: never among the results. */
  callerId: number;
  gender: SearchGender;
  born: BirthdateRange;
  /** Newest profiles first, or the most recently active first. */
  sort: SearchSort;
  /** The last card of the page before (of the same order), or null for the first page. */
  after: SearchPosition | null;
  limit: number;
  /**
   * Whose blocks (either way, as block_fact keeps them) leave members out, in the same statement:
   * the searcher's. Left out by the search-plan test and the benchmark, which look at the plan
   * without a viewer's blocks.
   */
  viewerId?: number;
}

/**
 * A search result: a card, and its sort key exactly as stored (for the cursor); with the
 * searcher's own activity setting when the query names them (`viewerId`).
 */
export interface SearchRow extends CardRow, Partial<ViewerSetting> {
  sort_key: string;
}

type FilterName = keyof SearchFilters;

interface FilterRule {
  isAsked(filters: SearchFilters): boolean;
  condition(placeholders: Placeholders<SearchQuery>): string;
}

const filterRules: Record<FilterName, FilterRule> = {
  country: {
    isAsked: (filters) => filters.country !== undefined,
    condition: (placeholders) =>
      `lower(btrim(info.country)) = lower(btrim(${placeholders.of((query) => query.country)}))`,
  },
  // The card's photo may still be left out while its member has open reports.
  hasPhoto: {
    isAsked: (filters) => filters.hasPhoto === true,
    condition: () => 'info.has_photo AND img.img_file IS NOT NULL',
  },
  verifiedOnly: {
    isAsked: (filters) => filters.verifiedOnly === true,
    condition: () => 'info.photo_verified',
  },
  kids: {
    isAsked: (filters) => filters.kids !== undefined,
    condition: (placeholders) => `info.kids = ${placeholders.of((query) => query.kids)}`,
  },
  religion: {
    isAsked: (filters) => filters.religion !== undefined,
    condition: (placeholders) => `info.religion = ${placeholders.of((query) => query.religion)}`,
  },
  education: {
    isAsked: (filters) => filters.education !== undefined,
    condition: (placeholders) => `info.education = ${placeholders.of((query) => query.education)}`,
  },
};

const filterNames = Object.keys(filterRules) as FilterName[];

/** The column each order sorts on, newest first, then user_id. */
const sortColumns: Record<SearchSort, string> = {
  newest: 'info.create_datetime',
  active: 'info.last_active_at',
};

type MemberGender = Exclude<SearchGender, 'ALL'>;

/** The codes user_info.gender holds (the GENDER list's), or null when the member removed theirs. */
const memberGenders = searchGenders.filter((gender): gender is MemberGender => gender !== 'ALL');

/** What a search's SQL text depends on: everything but its values. */
interface SearchShape {
  gender: SearchGender;
  sort: SearchSort;
  filters: FilterName[];
  pastCursor: boolean;
  withViewer: boolean;
}

function shapeOf(query: SearchQuery): SearchShape {
  return {
    gender: query.gender,
    sort: query.sort,
    filters: filterNames.filter((name) => filterRules[name].isAsked(query)),
    pastCursor: query.after !== null,
    withViewer: query.viewerId !== undefined,
  };
}

const keyOf = (shape: SearchShape): string =>
  [
    shape.gender,
    shape.sort,
    shape.pastCursor ? 'after' : 'first',
    shape.withViewer ? 'viewer' : 'visitor',
    ...shape.filters,
  ].join(' ');

/**
 * A page of search results in the query's order: for a gender, one scan of
 * user_info_visible_gender_<order>_idx; for all, one branch per gender (and one for members
 * without a gender), each using its index, merged in the order (see CardsRepository.search).
 */
function writeSearch(shape: SearchShape): Statement<SearchQuery> {
  const placeholders = new Placeholders<SearchQuery>();
  const sortColumn = sortColumns[shape.sort];
  const viewer = shape.withViewer ? placeholders.of((query) => query.viewerId) : null;
  const ahead = [
    ...visibleTo(viewer),
    `info.user_id <> ${placeholders.of((query) => query.callerId)}`,
    `info.birthdate <= CAST(${placeholders.of((query) => query.born.bornOnOrBefore)} AS date)`,
    `info.birthdate > CAST(${placeholders.of((query) => query.born.bornAfter)} AS date)`,
  ];
  const behind = shape.filters.map((name) => filterRules[name].condition(placeholders));
  if (shape.pastCursor) {
    const afterKey = placeholders.of((query) => query.after?.key);
    const afterId = placeholders.of((query) => query.after?.userId);
    behind.push(`(${sortColumn}, info.user_id) < (CAST(${afterKey} AS timestamptz), ${afterId})`);
  }
  const limit = placeholders.of((query) => query.limit);
  const setting = viewer === null ? '' : `, ${viewerSettingOf(viewer)}`;

  /** One gender's page; a merged one also gives its sort column as it is, to merge on. */
  const branch = (gender: MemberGender | null, merged: boolean): string => {
    const ofGender =
      gender === null ? 'info.gender IS NULL' : `info.gender = ${placeholders.of(() => gender)}`;
    const more = merged ? `, ${sortColumn} AS sort_at` : setting;
    return `SELECT ${cardColumns}, ${sortColumn}::text AS sort_key${more}
  FROM ${membersAndPhotoOne}
 WHERE ${allOf([...ahead, ofGender, ...behind])}
 ORDER BY ${sortColumn} DESC, info.user_id DESC
 LIMIT ${limit}`;
  };

  if (shape.gender !== 'ALL') return placeholders.statement(branch(shape.gender, false));
  const union = [...memberGenders, null].map((gender) => `(${branch(gender, true)})`);
  return placeholders.statement(
    `SELECT ${cardColumnsOf('found')}, found.sort_key${setting}
  FROM (${union.join('\nUNION ALL\n')}) AS found
 ORDER BY found.sort_at DESC, found.id DESC
 LIMIT ${limit}`,
  );
}

const searchStatements = statementsByShape(keyOf, writeSearch);

/** The SQL and parameters of a page of search results. */
export function searchStatement(query: SearchQuery): [string, unknown[]] {
  return searchStatements(shapeOf(query)).bind(query);
}
