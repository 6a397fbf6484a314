import { z } from 'zod';
import { searchSorts } from './requests';
import { sectionTables } from './sections';

/**
 * How recently a member was active, never the time itself: within 24 hours, within 7 days, or
 * null (longer ago, or not shown because the member or the viewer turned activity off).
 */
export const activityBuckets = ['today', 'week'] as const;
export const activitySchema = z.enum(activityBuckets).nullable();
export type Activity = z.infer<typeof activitySchema>;

/** A choice as the viewer reads it: the code and its label in the viewer's language. */
export const choiceLabelSchema = z.object({ code: z.string(), label: z.string() });
export type ChoiceLabel = z.infer<typeof choiceLabelSchema>;

export const viewValueSchema = z.union([
  z.string(),
  z.number(),
  choiceLabelSchema,
  z.array(choiceLabelSchema),
  z.null(),
]);
export type ViewValue = z.infer<typeof viewValueSchema>;

/**
 * One section as a viewer may see it. A field the owner hid is listed in `hidden`; for another
 * member its value is left out (shown as '[Hidden]'), for the owner it is there (with a tag).
 * Contact fields reach another member only when `contact_visible` (SPEC.md §4's rule).
 */
export const viewSectionSchema = z.object({
  values: z.record(z.string(), viewValueSchema),
  hidden: z.array(z.string()),
});
export type ViewSection = z.infer<typeof viewSectionSchema>;

export const photoViewSchema = z.object({
  img_seq: z.number(),
  url: z.string(),
  card_url: z.string(),
  img_type: z.string(),
  img_size: z.number(),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

/** POST /api/get-profile: the whole profile page in one answer. */
export const viewedProfileSchema = z.object({
  user_id: z.number(),
  is_owner: z.boolean(),
  /** Y visible, N hidden by its owner (only the owner ever receives N). */
  active_flag: z.enum(['Y', 'N']),
  age: z.number().nullable(),
  sections: z.record(z.enum(sectionTables), viewSectionSchema.nullable()),
  /**
   * Whether USER_INFO's contact fields are in `values`: always for the owner; for another
   * member only under SPEC.md §4's rule (the viewer subscribes and the member responded).
   */
  contact_visible: z.boolean(),
  photos: z.array(photoViewSchema),
  /** The verified-photo badge: an admin matched the member's selfie with their photos. */
  verified: z.boolean(),
  /** Another member's activity (null or left out on the owner's own page). */
  active: activitySchema.optional(),
});
export type ProfileView = z.infer<typeof viewedProfileSchema>;

export const profileViewResultSchema = z.object({
  status: z.literal('OK'),
  profile: viewedProfileSchema,
});
export type ProfileViewResult = z.infer<typeof profileViewResultSchema>;

/** A member card (SPEC.md §2 Cards): `img` is the card-size URL of photo 1, or null. */
export const categoryCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number().nullable(),
  caption: z.string().nullable(),
  img: z.string().nullable(),
  /** The member's gender code (M, F, LB, TG): the silhouette of a card without a photo. */
  gender: z.string().nullable().optional(),
  /** The verified-photo badge (svc-profile always says; a placeholder card may leave it out). */
  verified: z.boolean().optional(),
  /** How recently the member was active (left out where the viewer is not known). */
  active: activitySchema.optional(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/** Member cards: the home page's newest, or the members svc-interest lists. */
export const categoryCardsSchema = z.array(categoryCardSchema);

/** POST /api/get-category with a search: one page of cards, newest members first. */
export const categoryPageResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(categoryCardSchema),
  /** The `cursor` that asks for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  /**
   * The order served: 'newest' when 'active' was asked by a member who hides their own
   * activity (they see nobody's).
   */
  sort: z.enum(searchSorts),
});
export type CategoryPageResult = z.infer<typeof categoryPageResultSchema>;

/** POST /api/get-show-activity and /api/set-show-activity */
export const activitySettingResultSchema = z.object({
  status: z.literal('OK'),
  show_activity: z.boolean(),
});
export type ActivitySettingResult = z.infer<typeof activitySettingResultSchema>;

/** POST /api/get-category: the home page's list for an empty body, a search page otherwise. */
export const categoryResultSchema = z.union([categoryCardsSchema, categoryPageResultSchema]);
export type CategoryResult = z.infer<typeof categoryResultSchema>;
