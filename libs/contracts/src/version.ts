/** The portal's current release (SPEC.md §9). */
export const portalVersion = '1.0.15';
