import { z } from 'zod';
import { idSchema, textSchema } from '../fields';
import { ignoredAuditFields } from '../validation';
import { refTables } from './choices';
import { photoSlots } from './photos';
import { sectionTables } from './sections';
import { MessageCode } from '../messages';

const M_TABLE = { error: MessageCode.unknownTable };
const userId = idSchema(MessageCode.notFoundUser);
const activeFlag = z.enum(['Y', 'N'], { error: MessageCode.activeFlagInvalid });

export const refTableSchema = z.enum(refTables, M_TABLE);

/** GET /api/load-rf/{refTable} */
export const loadChoicesSchema = z.object({ refTable: refTableSchema });

/** POST /api/get-value-text */
export const choiceTextSchema = z.object({
  table: refTableSchema,
  ref_code: textSchema({ max: 20, error: MessageCode.unknownChoice }).min(1, {
    error: MessageCode.unknownChoice,
  }),
});

/** POST /api/get-by-user-id: one of the caller's own rows. */
export const sectionRowsSchema = z.object({
  table: z.enum([...sectionTables, 'USER_IMG', 'USER_SYS_REF'], M_TABLE),
  user_id: userId,
  active_flag: activeFlag.optional(),
});

/** POST /api/get-user-rf: the caller's choices in one list. */
export const userChoicesSchema = z.object({ ref_table: refTableSchema, user_id: userId });

/** POST /api/create-user-sys-ref: one choice; a single-choice list's old answer is replaced. */
export const createUserChoiceSchema = z.object({
  user_id: userId,
  ref_table_code: refTableSchema,
  ref_code: textSchema({ max: 20, error: MessageCode.unknownChoice }).min(1, {
    error: MessageCode.unknownChoice,
  }),
  ref_desc: textSchema({ max: 200 }).nullish(),
  active_flag: activeFlag.optional(),
  ...ignoredAuditFields,
});
export type CreateUserChoiceInput = z.infer<typeof createUserChoiceSchema>;

/** POST /api/delete-by-user-id: `sub_table` narrows USER_SYS_REF to one list. */
export const deleteSectionSchema = z.object({
  table: z.enum([...sectionTables, 'USER_SYS_REF'], M_TABLE),
  user_id: userId,
  sub_table: refTableSchema.optional(),
});

/**
 * POST /api/change-status-active: visibility is one state across the four sections, so any of
 * the four tables sets all four (SPEC.md §4); `table` stays for compatibility.
 */
export const visibilitySchema = z.object({
  table: z.enum(sectionTables, M_TABLE).optional(),
  user_id: userId,
  active_flag: activeFlag,
  ...ignoredAuditFields,
});

const slot = idSchema(MessageCode.photoSlot).refine(
  (value) => (photoSlots as readonly number[]).includes(value),
  { error: MessageCode.photoSlot },
);

/** POST /api/create-user-img: binds an uploaded image to a slot; type and size are read from storage. */
export const createPhotoSchema = z.object({
  user_id: userId,
  img_seq: slot,
  img_file: z.uuid({ error: MessageCode.imageRequired }),
  img_type: textSchema({ max: 50 }).optional(),
  img_size: z.unknown().optional(),
  active_flag: activeFlag.optional(),
  ...ignoredAuditFields,
});
export type CreatePhotoInput = z.infer<typeof createPhotoSchema>;

/** POST /api/delete-user-img and POST /api/get-user-img */
export const photoSlotSchema = z.object({ user_id: userId, img_seq: slot });

/** POST /api/get-setting-img */
export const settingImageSchema = z.object({
  type: z.enum(['home', 'about'], { error: MessageCode.settingTypeInvalid }),
});

/** POST /api/get-profile: the profile page of `user_id` (the caller's own or another member's). */
export const profileViewSchema = z.object({ user_id: userId });

/** The search page's radio filter (SPEC.md §9): the gender of the members shown. */
export const searchGenders = ['ALL', 'M', 'F', 'LB', 'TG'] as const;
export type SearchGender = (typeof searchGenders)[number];

export const searchPageSize = 24;

/** Search orders: newest profiles first (the default), or the most recently active first. */
export const searchSorts = ['newest', 'active'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** A code of a choice list (KIDS, RELIGION, EDUCATION): unknown codes simply match nobody. */
const choiceCode = z
  .string({ error: MessageCode.unknownChoice })
  .regex(/^[A-Z0-9_]{1,20}$/, { error: MessageCode.unknownChoice });

const searchAge = z.coerce
  .number({ error: MessageCode.searchAgeMissing })
  .int({ error: MessageCode.ageRange })
  .min(18, { error: MessageCode.ageRange })
  .max(99, { error: MessageCode.ageRange });

const searchSchema = z
  .object({
    kind: z.literal('search'),
    user_id: idSchema(MessageCode.searchUserMissing),
    gender_for: z.enum(searchGenders, { error: MessageCode.searchGenderMissing }),
    age_start: searchAge,
    age_end: searchAge,
    cursor: textSchema({ max: 200, tooLong: MessageCode.searchCursorInvalid }).optional(),
    /** Only members with the verified-photo badge. */
    verified_only: z.boolean().optional(),
    /** Section 1's country, matched without regard to case or surrounding spaces. */
    country: textSchema({ max: 100 }).min(1, { error: MessageCode.countryRequired }).optional(),
    /** Only members with a photo in slot 1. */
    has_photo: z.boolean().optional(),
    kids: choiceCode.optional(),
    religion: choiceCode.optional(),
    education: choiceCode.optional(),
    sort: z.enum(searchSorts, { error: MessageCode.searchSortUnknown }).optional(),
  })
  .refine((input) => input.age_end >= input.age_start, {
    error: MessageCode.ageRangeOrder,
    path: ['age_end'],
  });

/** An empty body, or the `{ kind: 'home' }` it parses to (what the gateway passes on). */
const asksForHome = (body: unknown) =>
  typeof body !== 'object' ||
  body === null ||
  Object.entries(body).every(
    ([key, value]) => value === undefined || (key === 'kind' && value === 'home'),
  );

/**
 * POST /api/get-category. An empty body asks for the home page's cards; any other body is a
 * member's search, checked in SPEC.md §5's order. `cursor` is the `next_cursor` of the page
 * before.
 */
export const categorySchema = z.preprocess(
  (body) => (asksForHome(body) ? { kind: 'home' } : { ...(body as object), kind: 'search' }),
  z.discriminatedUnion('kind', [z.object({ kind: z.literal('home') }), searchSchema]),
);
export type CategoryInput = z.infer<typeof categorySchema>;
export type SearchInput = Extract<CategoryInput, { kind: 'search' }>;

/** POST /api/get-show-activity: whether the caller shows when they were last active. */
export const activitySettingSchema = z.object({ user_id: userId });

/** POST /api/set-show-activity: off hides the caller's activity and everyone else's from them. */
export const activitySettingSaveSchema = z.object({
  user_id: userId,
  show_activity: z.boolean({ error: MessageCode.showActivityMissing }),
});
export type ActivitySettingSaveInput = z.infer<typeof activitySettingSaveSchema>;

/**
 * POST /api/sensitive-consent and /api/sensitive-consent/withdraw: the caller's consent to keep
 * their special-category answers (issue 29).
 */
export const sensitiveConsentMemberSchema = z.object({ user_id: userId });

/** NATS only: the cards of these members (visible ones only), in the order asked. */
export const cardsByIdsSchema = z.object({
  user_ids: z.array(idSchema()).max(100),
});
export type CardsByIdsInput = z.infer<typeof cardsByIdsSchema>;
