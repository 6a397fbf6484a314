import {
  answersSensitiveFields,
  thaiSpouseIssue,
  type DateInfoInput,
  type FavoriteInfoInput,
  type PersonInfoInput,
  type SectionTable,
  type SensitiveConsentGiven,
  type UserInfoInput,
  MessageCode,
} from '@dating/contracts';
import { consentTo, type ConsentRecord } from '../sensitive-consent/sensitive-consent.repository';
import { DateInfoEntity } from './date-info.entity';
import { FavoriteInfoEntity } from './favorite-info.entity';
import { PersonInfoEntity } from './person-info.entity';
import { type SectionRecord } from './section-record';
import { UserInfoEntity } from './user-info.entity';

/** A section's own columns: everything but the member, privacy, visibility and audit. */
export type SectionColumns<E extends SectionRecord> = Omit<E, keyof SectionRecord>;

/** What section 4's rule needs from section 1. */
export interface SpouseFacts {
  gender: string | null;
  country: string;
}

/** What every section's input has: its member and the fields they hid. */
export interface SectionInput {
  user_id: number;
  hidden_fields: string[];
}

/** How one section is checked and stored; its choices go to USER_SYS_REF. */
export interface SectionDefinition<E extends SectionRecord, Input extends SectionInput> {
  table: SectionTable;
  entity: new () => E;
  columns(input: Input): SectionColumns<E>;
  /** A rule on the stored User Information: its first problem's message, or null. */
  crossCheck?(input: Input, userInfo: SpouseFacts | null): MessageCode | null;
  /** The consent to log with the save, when it stores special-category answers. */
  consent?(input: Input): ConsentRecord | null;
}

/**
 * Sections 2 and 3: answers to the special-category fields come with the consent the schema
 * required; it is logged in the save's transaction.
 */
function sensitiveConsentOf(
  input: object & { sensitive_consent?: SensitiveConsentGiven | undefined },
): ConsentRecord | null {
  const given = input.sensitive_consent;
  return given && answersSensitiveFields(input as Record<string, unknown>)
    ? consentTo(given.version, given.lang)
    : null;
}

/**
 * Section 4 needs User Information first, and the Thai-spouse texts when section 1 says a man
 * outside Thailand (SPEC.md §5).
 */
export function dateInfoIssue(
  input: DateInfoInput,
  userInfo: SpouseFacts | null,
): MessageCode | null {
  if (!userInfo) return MessageCode.userInfoFirst;
  return thaiSpouseIssue(input, userInfo)?.message ?? null;
}

export const userInfoSection: SectionDefinition<UserInfoEntity, UserInfoInput> = {
  table: 'USER_INFO',
  entity: UserInfoEntity,
  columns: (input) => ({
    name: input.name,
    birthdate: input.birthdate,
    country: input.country,
    occupation: input.occupation,
    caption: input.caption,
    cEmail: input.c_email,
    line: input.line,
    whatsApp: input.whats_app,
    facebook: input.facebook,
    phone: input.phone,
  }),
};

export const personInfoSection: SectionDefinition<PersonInfoEntity, PersonInfoInput> = {
  table: 'PERSON_INFO',
  entity: PersonInfoEntity,
  columns: (input) => ({ height: input.height, weight: input.weight, numChild: input.num_child }),
  consent: sensitiveConsentOf,
};

export const favoriteInfoSection: SectionDefinition<FavoriteInfoEntity, FavoriteInfoInput> = {
  table: 'FAVORITE_INFO',
  entity: FavoriteInfoEntity,
  columns: (input) => ({ freeTime: input.free_time }),
  consent: sensitiveConsentOf,
};

export const dateInfoSection: SectionDefinition<DateInfoEntity, DateInfoInput> = {
  table: 'DATE_INFO',
  entity: DateInfoEntity,
  columns: (input) => ({
    ageStart: input.age_start,
    ageEnd: input.age_end,
    thSpouseReason: input.th_spouse_reason,
    thWomenThink: input.th_women_think,
    spouseExpect: input.spouse_expect,
  }),
  crossCheck: dateInfoIssue,
};

/** Each section's table. */
export const sectionEntities: Record<SectionTable, new () => SectionRecord> = {
  USER_INFO: UserInfoEntity,
  PERSON_INFO: PersonInfoEntity,
  FAVORITE_INFO: FavoriteInfoEntity,
  DATE_INFO: DateInfoEntity,
};
