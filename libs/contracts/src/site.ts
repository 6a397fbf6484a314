import { z } from 'zod';

/** GET /api/menu */
export interface MenuItem {
  menu_id: number;
  menu_name: string;
  menu_path: string;
  /** Shown only to a logged-in member (SPEC.md: '/search' appears only when logged in). */
  member_only: boolean;
}

export const menuSchema = z.object({});
