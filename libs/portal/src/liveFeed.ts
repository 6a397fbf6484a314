import { gatewayPaths, liveEventKinds, type LiveEvent } from '@dating/contracts';
import { ApiError, type ApiClient } from './api';
import { SseParser, type SseFrame } from './sse';

/** What subscribers hear: a live event, or 'reload' when events may have been missed. */
export type LiveFeedEvent = LiveEvent | { kind: 'reload' };
export type LiveFeedListener = (event: LiveFeedEvent) => void;

export interface LiveFeedOptions {
  client: Pick<ApiClient, 'stream'>;
  /** The member's token; the feed runs only while there is one. */
  token: () => string | null;
  /** Told whenever the session may have changed. */
  subscribeSession: (listener: () => void) => () => void;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface LiveFeed {
  subscribe(listener: LiveFeedListener): () => void;
}

const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** How long to wait before the attempt after `failures` failed ones in a row. */
export function retryDelay(failures: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(failures, 16));
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const knownKinds: ReadonlySet<string> = new Set(liveEventKinds);

/**
 * The event a frame carries (the gateway sends only events of the declared shape); null for a
 * kind this client does not know, from a newer portal.
 */
function eventOf(frame: SseFrame): LiveFeedEvent | null {
  if (frame.event === 'reload') return { kind: 'reload' };
  if (frame.event !== 'message') return null;
  try {
    const event = JSON.parse(frame.data) as LiveEvent;
    return knownKinds.has(event.kind) ? event : null;
  } catch {
    return null;
  }
}

/**
 * The member's live feed, one connection shared by every subscriber: open while someone listens
 * and a member is signed in. After a drop it reconnects with a growing, capped delay and resumes
 * after the last event seen (Last-Event-ID), so nothing is lost or repeated; when it cannot
 * resume, subscribers are told to reload. Log-out or a 401 ends it.
 */
export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const wait = options.wait ?? waitFor;
  const listeners = new Set<LiveFeedListener>();
  let running: { token: string; controller: AbortController } | null = null;
  let lastEventId: string | null = null;
  /** Whose feed `lastEventId` belongs to: another member's starts afresh. */
  let lastToken: string | null = null;
  let stopSession: (() => void) | null = null;

  const emit = (event: LiveFeedEvent) => [...listeners].forEach((listener) => listener(event));

  async function read(response: Response, signal: AbortSignal): Promise<void> {
    if (!response.body) return;
    const reader = response.body.getReader();
    const parser = new SseParser();
    const cancel = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) return;
        for (const frame of parser.push(value)) {
          if (frame.id !== undefined) lastEventId = frame.id;
          const event = eventOf(frame);
          if (event && !signal.aborted) emit(event);
        }
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  async function run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    let connectedBefore = false;
    while (!signal.aborted) {
      try {
        const headers: Record<string, string> =
          lastEventId === null ? {} : { 'last-event-id': lastEventId };
        const response = await options.client.stream(gatewayPaths.live, {
          accept: 'text/event-stream',
          headers,
          signal,
        });
        failures = 0;
        // Without an event to resume after, what came during the drop cannot be replayed.
        if (connectedBefore && lastEventId === null) emit({ kind: 'reload' });
        connectedBefore = true;
        await read(response, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        failures += 1;
      }
      if (signal.aborted) return;
      await wait(retryDelay(failures), signal);
    }
  }

  /** Starts, stops or restarts the connection to match the session and the listeners. */
  function sync(): void {
    const token = listeners.size > 0 ? options.token() : null;
    if (running && running.token === token) return;
    if (running) {
      running.controller.abort();
      running = null;
    }
    if (token === null) return;
    if (token !== lastToken) lastEventId = null;
    lastToken = token;
    const controller = new AbortController();
    running = { token, controller };
    void run(controller.signal).finally(() => {
      if (running?.controller === controller) running = null;
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      stopSession ??= options.subscribeSession(sync);
      sync();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopSession?.();
          stopSession = null;
        }
        sync();
      };
    },
  };
}
