import { maskContactDetails } from '@dating/contracts';

/** Per member, against spam: messages in a minute, conversations opened in a day. */
export const conversationLimits = {
  messages: { count: 20, windowSeconds: 60 },
  newConversations: { count: 20, windowSeconds: 24 * 60 * 60 },
} as const;

export interface RateLimit {
  count: number;
  windowSeconds: number;
}

/** What a member did within a limit's window, as the database counted it. */
export interface RecentActivity {
  count: number;
  /** The oldest within the window (null when none). */
  oldest: Date | null;
  now: Date;
}

/** Seconds until the member may act again under `limit`, or null when they may now. */
export function retryAfterSeconds(limit: RateLimit, recent: RecentActivity): number | null {
  if (recent.count < limit.count || recent.oldest === null) return null;
  const freeAt = recent.oldest.getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freeAt - recent.now.getTime()) / 1000));
}

/**
 * Who may write between two matched members: anyone in the conversation they have; a member
 * with an active membership opens one; a member without one is asked to subscribe.
 */
export type WriteRight = 'write' | 'open' | 'subscribe';

export function writeRight(conversationOpen: boolean, writerSubscribed: boolean): WriteRight {
  if (conversationOpen) return 'write';
  return writerSubscribed ? 'open' : 'subscribe';
}

/** A message as the two read it, and what was written when that differs. */
export interface ShownMessage {
  text: string;
  masked: boolean;
  original: string | null;
}

/** Contact details are what a membership buys: shown only when both members have one. */
export function shownMessage(text: string, bothSubscribed: boolean): ShownMessage {
  if (bothSubscribed) return { text, masked: false, original: null };
  const shown = maskContactDetails(text);
  return shown.masked
    ? { text: shown.text, masked: true, original: text }
    : { text, masked: false, original: null };
}

/** The pair as a conversation stores it: the lower id first. */
export function pairOf(a: number, b: number): [low: number, high: number] {
  return a < b ? [a, b] : [b, a];
}
