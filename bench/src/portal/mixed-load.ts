import { Client } from 'undici';
import { type CategoryCard, type CategoryPageResult } from '@dating/contracts';
import { apiCall } from './api';
import { type Member } from './members';
import { latencyOf, type Latency } from './stats';

export const mixedKinds = [
  'home cards',
  'search page 1',
  'search page 2',
  'open a profile',
  'show interest',
] as const;
export type MixedKind = (typeof mixedKinds)[number];

export interface KindResult extends Latency {
  requests: number;
}

export interface MixedResult {
  members: number;
  seconds: number;
  requests: number;
  perSecond: number;
  byKind: Record<MixedKind, KindResult>;
  /** 429: a member's own per-address limit. */
  limited: number;
  serverErrors: number;
  /** Other answers than 200, 429 and 5xx. */
  otherErrors: number;
  networkErrors: number;
}

interface Tally {
  timings: Record<MixedKind, number[]>;
  limited: number;
  serverErrors: number;
  otherErrors: number;
  networkErrors: number;
}

const byKind = <Value>(valueOf: (kind: MixedKind) => Value): Record<MixedKind, Value> =>
  Object.fromEntries(mixedKinds.map((kind) => [kind, valueOf(kind)])) as Record<MixedKind, Value>;

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

/**
 * One member using the portal until the deadline, with no pause between calls: the home page's
 * cards, a search and its second page, two or three of the profiles found, and now and then an
 * interest in one of them (never twice in the same member, which the portal refuses).
 */
async function browse(
  member: Member,
  index: number,
  options: { origin: string; appKey: string; deadline: number },
  tally: Tally,
): Promise<void> {
  const client = new Client(options.origin, { pipelining: 1 });
  const interested = new Set<number>();
  const search = {
    user_id: member.userId,
    gender_for: index % 3 === 0 ? 'ALL' : index % 3 === 1 ? 'F' : 'M',
    age_start: 20,
    age_end: 60,
  };
  const call = async <T>(kind: MixedKind, path: string, body: unknown): Promise<T | undefined> => {
    if (performance.now() >= options.deadline) return undefined;
    const request = apiCall(options.appKey, path, {
      body,
      token: member.token,
      device: member.device,
    });
    const started = performance.now();
    try {
      const answer = await client.request(request);
      const text = await answer.body.text();
      tally.timings[kind].push(performance.now() - started);
      if (answer.statusCode === 200) return JSON.parse(text) as T;
      if (answer.statusCode === 429) tally.limited += 1;
      else if (answer.statusCode >= 500) tally.serverErrors += 1;
      else tally.otherErrors += 1;
    } catch {
      tally.networkErrors += 1;
    }
    return undefined;
  };

  try {
    while (performance.now() < options.deadline) {
      await call<CategoryCard[]>('home cards', '/api/get-category', {});
      const first = await call<CategoryPageResult>('search page 1', '/api/get-category', search);
      const cards = [...(first?.result ?? [])];
      if (first?.next_cursor) {
        const second = await call<CategoryPageResult>('search page 2', '/api/get-category', {
          ...search,
          cursor: first.next_cursor,
        });
        cards.push(...(second?.result ?? []));
      }
      const opened = Array.from({ length: 2 + Math.floor(Math.random() * 2) }, () => pick(cards));
      for (const card of opened) {
        if (card) await call('open a profile', '/api/get-profile', { user_id: card.id });
      }
      const liked = pick(opened.filter((card) => card && !interested.has(card.id)));
      if (liked && Math.random() < 0.25) {
        interested.add(liked.id);
        await call('show interest', '/api/create-interest', {
          user_id: member.userId,
          user_interest_id: liked.id,
        });
      }
    }
  } finally {
    await client.close();
  }
}

/** Every member browsing at once for `seconds`, each on a connection of their own. */
export async function mixedLoad(
  members: readonly Member[],
  options: { origin: string; appKey: string; seconds: number },
): Promise<MixedResult> {
  const tally: Tally = {
    timings: byKind(() => []),
    limited: 0,
    serverErrors: 0,
    otherErrors: 0,
    networkErrors: 0,
  };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    members.map((member, index) => browse(member, index, { ...options, deadline }, tally)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const kinds = byKind((kind) => ({
    ...latencyOf(tally.timings[kind]),
    requests: tally.timings[kind].length,
  }));
  const requests = mixedKinds.reduce((sum, kind) => sum + kinds[kind].requests, 0);
  return {
    members: members.length,
    seconds: elapsed,
    requests,
    perSecond: requests / elapsed,
    byKind: kinds,
    limited: tally.limited,
    serverErrors: tally.serverErrors,
    otherErrors: tally.otherErrors,
    networkErrors: tally.networkErrors,
  };
}
