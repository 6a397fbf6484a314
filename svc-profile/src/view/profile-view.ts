import {
  ageInYears,
  contactFields,
  isMultiChoice,
  sectionChoiceFields,
  sectionTables,
  type ChoiceLabel,
  type PhotoView,
  type ProfileView,
  type RefTable,
  type SectionTable,
  type ViewSection,
  type ViewValue,
} from '@dating/contracts';
import { activitySeen, type ActivityFacts } from '../activity/activity';
import { type GrantSigner } from '../photos/photo-grants';
import { photoUrls } from '../photos/photo-urls';
import { canView } from '../visibility/can-view';

/** One stored section: its own columns by SPEC name, what the owner hid, its visibility. */
export interface SectionSnapshot {
  values: Record<string, string | number | null>;
  hiddenFields: readonly string[];
  activeFlag: 'Y' | 'N';
}

/** Everything stored about a member's profile, read at once. */
export interface ProfileSnapshot {
  userId: number;
  sections: Record<SectionTable, SectionSnapshot | null>;
  answers: readonly { table: RefTable; code: string }[];
  photos: readonly {
    imgSeq: number;
    imgFile: string;
    imgType: string;
    imgSize: number;
    reviewStatus: 'pending' | 'approved';
  }[];
  /** An admin checked the member's selfie against their photos. */
  verified: boolean;
  /** The member has open reports: their photos waiting for review are hidden from others. */
  reported: boolean;
  /** When they were last active and whether they show it; null without User Information. */
  activity: ActivityFacts | null;
}

export type Labeller = (table: RefTable, code: string) => ChoiceLabel;

/** Who is looking, and whether the member's contact details are theirs to see (SPEC.md §4). */
export interface Viewer {
  /** The member looking; null for an administrator, who sees everything the owner does. */
  userId: number | null;
  contactsShared: boolean;
  /** Signs the owner's photo URLs, so they see their photos while the profile is hidden. */
  grant?: GrantSigner;
  /** The viewer's own activity setting (null for an administrator): activity is mutual. */
  showsActivity: boolean | null;
}

/** The member's chosen codes of each list, in the order stored. */
function codesByList(answers: ProfileSnapshot['answers']): Map<RefTable, string[]> {
  const byList = new Map<RefTable, string[]>();
  for (const { table, code } of answers) {
    const codes = byList.get(table);
    if (codes) codes.push(code);
    else byList.set(table, [code]);
  }
  return byList;
}

function sectionView(
  table: SectionTable,
  section: SectionSnapshot,
  chosen: ReadonlyMap<RefTable, readonly string[]>,
  seesAll: boolean,
  contactsShared: boolean,
  label: Labeller,
): ViewSection {
  const values: Record<string, ViewValue> = { ...section.values };
  for (const [field, list] of Object.entries(sectionChoiceFields[table])) {
    if (!list) continue;
    const labels = (chosen.get(list) ?? []).map((code) => label(list, code));
    values[field] = isMultiChoice(list) ? labels : (labels[0] ?? null);
  }
  const hidden = [...section.hiddenFields];
  if (seesAll) return { values, hidden };
  const withheld = new Set<string>(contactsShared ? hidden : [...hidden, ...contactFields]);
  return {
    values: Object.fromEntries(Object.entries(values).filter(([field]) => !withheld.has(field))),
    hidden,
  };
}

function photoView(photo: ProfileSnapshot['photos'][number], grant?: GrantSigner): PhotoView {
  return {
    img_seq: photo.imgSeq,
    ...photoUrls(photo.imgFile, grant?.(photo.imgFile)),
    img_type: photo.imgType,
    img_size: photo.imgSize,
  };
}

/**
 * The profile page as `viewer` may see it, or null when it is not theirs to see (another
 * member's hidden or unfinished profile). Others never receive the values of fields the owner
 * hid (those are only named in `hidden`), and the contact fields only when shared with them.
 */
export function profileView(
  profile: ProfileSnapshot,
  viewer: Viewer,
  label: Labeller,
  today: Date = new Date(),
): ProfileView | null {
  const userInfo = profile.sections.USER_INFO;
  const isOwner = viewer.userId === profile.userId;
  const seesAll = isOwner || viewer.userId === null;
  if (!seesAll && !canView(viewer.userId ?? 0, profile.userId, userInfo?.activeFlag ?? null))
    return null;
  const contactsShared = seesAll || viewer.contactsShared;
  const birthdate = userInfo?.values['birthdate'];
  const chosen = codesByList(profile.answers);
  const sections = Object.fromEntries(
    sectionTables.map((table) => {
      const section = profile.sections[table];
      return [
        table,
        section ? sectionView(table, section, chosen, seesAll, contactsShared, label) : null,
      ];
    }),
  ) as Record<SectionTable, ViewSection | null>;
  return {
    user_id: profile.userId,
    is_owner: isOwner,
    active_flag: userInfo?.activeFlag ?? 'Y',
    age: typeof birthdate === 'string' ? ageInYears(birthdate, today) : null,
    sections,
    contact_visible: contactsShared,
    verified: profile.verified,
    active:
      isOwner || !profile.activity
        ? null
        : activitySeen(profile.activity, viewer.showsActivity, today),
    photos: [...profile.photos]
      .filter((photo) => seesAll || !profile.reported || photo.reviewStatus === 'approved')
      .sort((a, b) => a.imgSeq - b.imgSeq)
      .map((photo) => photoView(photo, seesAll ? viewer.grant : undefined)),
  };
}
