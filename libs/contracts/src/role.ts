/** Role codes (SPEC.md §6): U member, A admin. Kept free of zod for the browser's first load. */
export const Role = { Member: 'U', Admin: 'A' } as const;
export type Role = (typeof Role)[keyof typeof Role];
