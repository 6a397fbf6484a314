import type { Language, Notification } from '@dating/contracts';

/**
 * What a notification says: a key of the `kind` texts and its values. `someone` names a member
 * who is no longer there to see; `date` writes a day the member's way.
 */
export function notificationWords(
  notification: Notification,
  { someone, date }: { someone: string; date: (iso: string) => string },
): { key: string; values: Record<string, string> } {
  const name = notification.other_name ?? someone;
  const { reason, until } = notification;
  switch (notification.kind) {
    case 'interest':
      return { key: 'interest', values: { name } };
    case 'match':
      return { key: 'match', values: { name } };
    case 'message':
      return { key: 'message', values: { name } };
    case 'purchase-approved':
      return until === null
        ? { key: 'purchaseApprovedUndated', values: {} }
        : { key: 'purchaseApproved', values: { date: date(until) } };
    case 'purchase-rejected':
      return reason === null
        ? { key: 'purchaseRejectedUnexplained', values: {} }
        : { key: 'purchaseRejected', values: { reason } };
    case 'membership-ending':
      return until === null
        ? { key: 'membershipEndingUndated', values: {} }
        : { key: 'membershipEnding', values: { date: date(until) } };
    case 'membership-ended':
      return { key: 'membershipEnded', values: {} };
    case 'warning':
      return reason === null
        ? { key: 'warningUnexplained', values: {} }
        : { key: 'warning', values: { reason } };
  }
}

/**
 * Where a notification leads: the member's profile, the conversation with them, or the
 * member's package page; null when there is nothing to open (a warning, a member gone).
 */
export function notificationHref(notification: Notification): string | null {
  const other = notification.other_user_id;
  switch (notification.kind) {
    case 'interest':
    case 'match':
      return other === null ? null : `/profile?id=${other}`;
    case 'message':
      return other === null ? null : `/messages/${other}`;
    case 'purchase-approved':
    case 'purchase-rejected':
    case 'membership-ending':
    case 'membership-ended':
      return '/my-package';
    case 'warning':
      return null;
  }
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** When it happened: "now", "5 minutes ago", "yesterday" within a week, else a short date. */
export function whenText(iso: string, now: Date, language: Language): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (ago < minute) return relative.format(0, 'second');
  if (ago < hour) return relative.format(-Math.floor(ago / minute), 'minute');
  if (ago < day) return relative.format(-Math.floor(ago / hour), 'hour');
  if (ago < 7 * day) return relative.format(-Math.floor(ago / day), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(at);
}

/** Newest first: the stored order, which the ids follow. */
const newestFirst = (a: Notification, b: Notification) => b.id - a.id;

/** The list with these notifications in their place, each once (a newer copy replaces one). */
export function withNotifications(
  shown: readonly Notification[],
  added: readonly Notification[],
): Notification[] {
  const ids = new Set(added.map((item) => item.id));
  return [...shown.filter((item) => !ids.has(item.id)), ...added].sort(newestFirst);
}

/** The list with one notification read. */
export function withRead(shown: readonly Notification[], id: number): Notification[] {
  return shown.map((item) => (item.id === id ? { ...item, read: true } : item));
}

/** The list with every notification up to `lastId` read: those shown when all were marked. */
export function withAllRead(shown: readonly Notification[], lastId: number): Notification[] {
  return shown.map((item) => (item.id <= lastId ? { ...item, read: true } : item));
}
