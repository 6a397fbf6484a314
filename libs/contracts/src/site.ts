import { z } from 'zod';

/** One entry of the header menu. */
export const menuItemSchema = z.object({
  menu_id: z.number(),
  menu_name: z.string(),
  menu_path: z.string(),
  /** Shown only to a logged-in member (SPEC.md: '/search' appears only when logged in). */
  member_only: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** GET /api/menu */
export const menuSchema = z.object({});
export const menuResultSchema = z.array(menuItemSchema);
