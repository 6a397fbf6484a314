import { profileCalls, type ProfileDone } from '@dating/contracts';
import { api } from '@dating/portal';
import type { CheckedSection } from './validation';

/** Saves a checked section with its own call (SPEC.md §7). */
export function saveSection(section: CheckedSection): Promise<ProfileDone> {
  switch (section.table) {
    case 'USER_INFO':
      return api.call(profileCalls.userInfoSave, section.body);
    case 'PERSON_INFO':
      return api.call(profileCalls.personInfoSave, section.body);
    case 'FAVORITE_INFO':
      return api.call(profileCalls.favoriteInfoSave, section.body);
    case 'DATE_INFO':
      return api.call(profileCalls.dateInfoSave, section.body);
  }
}
