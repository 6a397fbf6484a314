import type {
  DateInfoInput,
  FavoriteInfoInput,
  PersonInfoInput,
  SectionTable,
  UserInfoInput,
} from './sections';

/** A section's fields as the member answers them: everything but the member and the privacy. */
type AnsweredFieldsOf<Input> = Exclude<
  keyof Input,
  'user_id' | 'hidden_fields' | 'sensitive_consent'
>;

/**
 * Each section's field labels, in the wizard's order (the order the data export lists them in).
 * Typed by the sections' schemas, so a field added to a section without its label does not build.
 */
export interface SectionFieldLabels {
  USER_INFO: Record<AnsweredFieldsOf<UserInfoInput>, string>;
  PERSON_INFO: Record<AnsweredFieldsOf<PersonInfoInput>, string>;
  FAVORITE_INFO: Record<AnsweredFieldsOf<FavoriteInfoInput>, string>;
  DATE_INFO: Record<AnsweredFieldsOf<DateInfoInput>, string>;
}

/**
 * The profile's section titles and field labels in one language, as the wizard shows them and
 * the data export repeats them. Each language is a module of its own under
 * `@dating/contracts/profile/labels/<language>`, outside the package's index: a page loads only
 * its language, and without the schemas.
 */
export interface ProfileLabels {
  sections: Record<SectionTable, string>;
  fields: SectionFieldLabels;
}
