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
