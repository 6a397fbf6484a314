import type { ProfileView, SectionTable, ViewValue } from '@dating/contracts';
import { indexOfSection } from '../sections/fields';

/** What a profile can lack, in the order the member is asked to add it: a photo first. */
export type MissingItem =
  'photo' | 'USER_INFO' | 'PERSON_INFO' | 'FAVORITE_INFO' | 'DATE_INFO' | 'genderFor' | 'ageRange';

/** One missing item and where it is added. */
export interface Missing {
  item: MissingItem;
  /** The wizard section (1–4) that holds it. */
  section: number;
  /**
   * The page that adds it: /edit-profile (with `section` as section_index) once User
   * Information is saved; before that the wizard from its start, /register, since the other
   * sections need User Information first.
   */
  href: '/edit-profile' | '/register';
}

const filled = (value: ViewValue | undefined): boolean => {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return value.code !== '';
  return String(value).trim() !== '';
};

/**
 * What the owner's profile still lacks for other members to find it and for the first search to
 * find people (SPEC.md §5's required items): a photo, User Information with a name, each other
 * section, and in Date Information the gender looked for and the age range. `profile` is the
 * owner's own view, or null when nothing is saved yet. Empty when the profile is complete.
 */
export function missingItems(profile: ProfileView | null): Missing[] {
  const user = profile?.sections.USER_INFO ?? null;
  const hasUserInfo = user !== null && filled(user.values.name);
  const href = hasUserInfo ? '/edit-profile' : '/register';
  const at = (item: MissingItem, table: SectionTable): Missing => ({
    item,
    section: indexOfSection(table),
    href,
  });
  const missing: Missing[] = [];
  if (!profile || profile.photos.length === 0) missing.push(at('photo', 'USER_INFO'));
  if (!hasUserInfo) missing.push(at('USER_INFO', 'USER_INFO'));
  if (!profile?.sections.PERSON_INFO) missing.push(at('PERSON_INFO', 'PERSON_INFO'));
  if (!profile?.sections.FAVORITE_INFO) missing.push(at('FAVORITE_INFO', 'FAVORITE_INFO'));
  const date = profile?.sections.DATE_INFO ?? null;
  if (!date) {
    missing.push(at('DATE_INFO', 'DATE_INFO'));
  } else {
    if (!filled(date.values.gender_for)) missing.push(at('genderFor', 'DATE_INFO'));
    if (!filled(date.values.age_start) || !filled(date.values.age_end)) {
      missing.push(at('ageRange', 'DATE_INFO'));
    }
  }
  return missing;
}
