import { z } from 'zod';
import { statsDaySchema } from '../stats';

const count = z.number().int().min(0);

/** POST /api/admin/stats/profiles: nothing to choose; the window is statsDays. */
export const profileStatsSchema = z.object({});

/**
 * The dashboard's member figures. Registrations are profiles created per day (statsTimeZone) in
 * the last statsDays days, oldest first, days without registrations left out; `gender` is the GENDER
 * choice's code (null before it was chosen), `country` as the member wrote it, trimmed.
 */
export const profileStatsResultSchema = z.object({
  /** The first day counted; the last is today. */
  since: statsDaySchema,
  today: statsDaySchema,
  by_gender: z.array(z.object({ day: statsDaySchema, gender: z.string().nullable(), count })),
  by_country: z.array(z.object({ day: statsDaySchema, country: z.string(), count })),
  /** Profiles in all, and those created since `since`. */
  members_total: count,
  members_new: count,
  photos_waiting: count,
  verifications_waiting: count,
});
export type ProfileStatsResult = z.infer<typeof profileStatsResultSchema>;
