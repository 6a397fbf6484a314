/**
 * The portal's current release (SPEC.md §9), the newest entry of the version history
 * (`@dating/contracts/releases`, kept apart so that pages without it do not load it;
 * releases.test.ts holds the two equal).
 */
export const portalVersion = '1.0.15';
