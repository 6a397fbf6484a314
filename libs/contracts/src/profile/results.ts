import { z } from 'zod';
import { languages } from '../language';
import { saidFields } from '../said-fields';

/** The answer of a call that only says it was done: a save, a delete, hide or show. */
export const profileDoneSchema = z.object({ status: z.literal('OK'), ...saidFields });
export type ProfileDone = z.infer<typeof profileDoneSchema>;

/**
 * POST /api/get-by-user-id: the caller's rows under SPEC.md §3's column names (audit dates as
 * ISO strings; photo rows add `url` and `card_url`).
 */
export const sectionRowsResultSchema = z.object({
  status: z.literal('OK'),
  result: z.array(z.record(z.string(), z.unknown())),
});
export type SectionRowsResult = z.infer<typeof sectionRowsResultSchema>;

/** POST /api/get-user-img: the photo's URL and its card-size variant's. */
export const photoResultSchema = z.object({
  status: z.literal('OK'),
  image: z.string(),
  card: z.string(),
});
export type PhotoResult = z.infer<typeof photoResultSchema>;

/** POST /api/get-setting-img: the page's image URL. */
export const settingImageResultSchema = z.object({ status: z.literal('OK'), image: z.string() });
export type SettingImageResult = z.infer<typeof settingImageResultSchema>;

/** One entry of a member's consent log: given or withdrawn, with the text's version and hash. */
export const sensitiveConsentEntrySchema = z.object({
  action: z.enum(['given', 'withdrawn']),
  version: z.string(),
  lang: z.enum(languages),
  text_hash: z.string(),
  at: z.iso.datetime(),
});
export type SensitiveConsentEntry = z.infer<typeof sensitiveConsentEntrySchema>;

/**
 * POST /api/sensitive-consent: the consent standing now (the last entry, when it is a consent),
 * or null, and the whole log, newest first.
 */
export const sensitiveConsentStateSchema = z.object({
  status: z.literal('OK'),
  consent: sensitiveConsentEntrySchema.omit({ action: true }).nullable(),
  log: z.array(sensitiveConsentEntrySchema),
});
export type SensitiveConsentState = z.infer<typeof sensitiveConsentStateSchema>;

/** POST /api/sensitive-consent/withdraw: the state after, and what was done. */
export const sensitiveConsentWithdrawnSchema = sensitiveConsentStateSchema.extend(saidFields);
