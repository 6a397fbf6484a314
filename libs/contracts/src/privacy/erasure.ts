/**
 * The services that erase a deleted member's data and report back (issue 29). Kept free of zod
 * for the admin's pages.
 */
export const erasingServices = ['svc-profile', 'svc-interest', 'svc-billing'] as const;
export type ErasingService = (typeof erasingServices)[number];

/** How many deletions done one page of the admin's list holds. */
export const deletionsPageSize = 30;
