import { releases } from './releases';

/** The portal's current release (SPEC.md §9): the newest entry of the version history. */
export const portalVersion: string = releases[0].version;
