import { z } from 'zod';
import { idSchema } from '../fields';
import { languages } from '../language';
import { exportFileSchema } from '../events';
import { exportingServices, exportStatuses } from '../privacy/export';
import { saidFields } from '../said-fields';
import { Role } from '../role';

/** Where one export stands, as the account page and the admin's list show it. */
export const exportStateSchema = z.object({
  export_id: z.uuid(),
  status: z.enum(exportStatuses),
  requested_at: z.iso.datetime(),
  /** When every part was in; null while preparing. */
  ready_at: z.iso.datetime().nullable(),
  /** Until when it can be downloaded; null while preparing. */
  expires_at: z.iso.datetime().nullable(),
  /** The services whose part is written, of `exportingServices`. */
  parts_ready: z.array(z.enum(exportingServices)),
  /** The zip's size before compression, once ready. */
  bytes: z.number().int().nonnegative().nullable(),
});
export type ExportState = z.infer<typeof exportStateSchema>;

/** POST /api/account/export: the caller's data, prepared in the language they read the site in. */
export const exportRequestSchema = z.object({ user_id: idSchema(), lang: z.enum(languages) });
export type ExportRequestInput = z.infer<typeof exportRequestSchema>;

/**
 * The export asked for, or the one already preparing (nothing new is made while one is): what to
 * show, and the message to say.
 */
export const exportRequestResultSchema = z.object({
  status: z.literal('OK'),
  ...saidFields,
  export: exportStateSchema,
});
export type ExportRequestResult = z.infer<typeof exportRequestResultSchema>;

/** POST /api/account/export/status: the caller's newest export, or null. */
export const exportStatusSchema = z.object({ user_id: idSchema() });
export const exportStatusResultSchema = z.object({ export: exportStateSchema.nullable() });
export type ExportStatusResult = z.infer<typeof exportStatusResultSchema>;

/**
 * NATS only (gateway, before it streams a download): the export's files, if the one asking may
 * download it now. A member may download only an export they asked for; an administrator only
 * one an administrator asked for (an access request received by letter).
 */
export const exportManifestSchema = z.object({
  export_id: z.uuid(),
  asked_by: z.object({
    user_id: z.number().int().positive(),
    role: z.enum([Role.Member, Role.Admin]),
  }),
});
export const exportManifestResultSchema = z.object({
  export_id: z.uuid(),
  user_id: z.number().int(),
  username: z.string(),
  lang: z.enum(languages),
  ready_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  files: z.array(exportFileSchema),
});
export type ExportManifest = z.infer<typeof exportManifestResultSchema>;

/** POST /api/admin/exports/request: prepare a member's export for an access request by letter. */
export const adminExportRequestSchema = z.object({
  target_user_id: idSchema(),
  lang: z.enum(languages),
});

/** POST /api/admin/exports: the exports administrators asked for, newest first, a page at a time. */
export const adminExportsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const adminExportsResultSchema = z.object({
  exports: z.array(
    exportStateSchema.extend({
      user_id: z.number().int(),
      username: z.string(),
      requested_by: z.string(),
    }),
  ),
  has_more: z.boolean(),
});
export type AdminExportsResult = z.infer<typeof adminExportsResultSchema>;
