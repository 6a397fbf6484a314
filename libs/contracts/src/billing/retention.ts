import { z } from 'zod';

/** Runs on a page of the admin's retention report. */
export const retentionRunsPageSize = 50;

/** POST /api/admin/retention-runs: the retention jobs' runs, newest first, a page at a time. */
export const retentionRunsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export type RetentionRunsInput = z.infer<typeof retentionRunsSchema>;

/** One pass of a retention job: when it ran, and the rows (objects) it erased per table (bucket). */
export const retentionRunSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  ran_at: z.iso.datetime(),
  erased: z.record(z.string(), z.number().int().nonnegative()),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRunsResultSchema = z.object({
  runs: z.array(retentionRunSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type RetentionRunsResult = z.infer<typeof retentionRunsResultSchema>;
