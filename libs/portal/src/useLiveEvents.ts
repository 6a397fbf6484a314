import { useEffect, useEffectEvent } from 'react';
import type { LiveEvent } from '@dating/contracts';
import { api } from './api';
import { createLiveFeed, type LiveFeedEvent } from './liveFeed';
import { getSession, subscribeSession } from './session';

/** This tab's live feed, shared by every component that listens. */
export const liveFeed = createLiveFeed({
  client: api,
  token: () => getSession().token,
  subscribeSession,
});

export type LiveKind = LiveFeedEvent['kind'];

/** The data of a live event of `Kind`, as its kind declares it; none for 'reload'. */
export type LiveData<Kind extends LiveKind> =
  Extract<LiveEvent, { kind: Kind }> extends { data: infer Data } ? Data : Record<string, never>;

/**
 * Calls `handler` with each live event of `kind` while the component is mounted; 'reload' means
 * events may have been missed, so what was shown should be read again (its data is empty).
 */
export function useLiveEvents<Kind extends LiveKind>(
  kind: Kind,
  handler: (data: LiveData<Kind>) => void,
): void {
  const handle = useEffectEvent(handler);
  useEffect(
    () =>
      liveFeed.subscribe((event) => {
        if (event.kind !== kind) return;
        handle(('data' in event ? event.data : {}) as LiveData<Kind>);
      }),
    [kind],
  );
}
