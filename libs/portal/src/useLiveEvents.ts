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

/**
 * Calls `handler` with each live event of `kind` while the component is mounted; 'reload' means
 * events may have been missed, so what was shown should be read again (its data is empty).
 */
export function useLiveEvents(kind: LiveKind, handler: (data: LiveEvent['data']) => void): void {
  const handle = useEffectEvent(handler);
  useEffect(
    () =>
      liveFeed.subscribe((event) => {
        if (event.kind !== kind) return;
        handle('data' in event ? event.data : {});
      }),
    [kind],
  );
}
