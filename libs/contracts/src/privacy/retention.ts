/**
 * How long the portal keeps what it keeps about a member (issue 29). One source: the jobs that
 * erase read these, and the Privacy Policy quotes them (a test compares the two).
 */

/**
 * Days between a member's request to delete their account and its erasure: logging in meanwhile
 * shows the date and lets them keep the account.
 */
export const deletionGraceDays = 14;

/**
 * Years a deleted member's orders, memberships and receipts are kept under a pseudonym, counted
 * from the end of the year of the order: the Norwegian Bookkeeping Act (bokføringsloven § 13)
 * keeps accounting records five years after the financial year ends.
 */
export const billingRetentionYears = 5;

/** Hours a prepared data export can be downloaded before it is erased. */
export const exportLinkHours = 24;

/**
 * Hours a login lasts: svc-auth's default TOKEN_TTL_SECONDS. A deployment that sets another
 * value in its environment must change this too, or the Privacy Policy says the wrong thing.
 */
export const sessionTokenHours = 12;

/** Minutes within which wrong passwords count together toward locking the account. */
export const loginFailureWindowMinutes = 15;

/** Hours after an account's last lock ended that its count of locks is forgotten. */
export const loginLocksForgottenHours = 24;

/** Days a browser's device id (kept hashed) is remembered after its last login. */
export const rememberedDeviceDays = 90;

/**
 * Hours an uploaded photo, selfie or receipt that nothing uses is kept before it is swept: the
 * default UNBOUND_UPLOAD_MAX_AGE_HOURS.
 */
export const unboundUploadHours = 24;

/** Days the durable event stream (EVENTS) keeps an event, so a service down for days catches up. */
export const eventStreamDays = 30;

/** Hours the live stream (LIVE) keeps a member's feed, so a tab that was away resumes. */
export const liveFeedHours = 24;
