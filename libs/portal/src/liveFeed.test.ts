import { waitFor } from '@testing-library/react';
import { gatewayPaths, type LiveEvent } from '@dating/contracts';
import { createApiClient } from './api';
import { createLiveFeed, retryDelay, type LiveFeedEvent } from './liveFeed';
import { FakeEventStream, fakeResponse, fakeStreamResponse } from './testing';

type Answer = Response | Promise<Response>;

/** A feed over a fake fetch: each connection takes the next answer from `answers`. */
function setUp(answers: Array<() => Answer>) {
  let token: string | null = 'member-token';
  const sessionListeners = new Set<() => void>();
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const delays: number[] = [];
  const onUnauthorized = jest.fn(() => {
    token = null;
    sessionListeners.forEach((listener) => listener());
  });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  });
  const client = createApiClient({
    apiKey: () => 'key-123',
    token: () => token,
    language: () => 'en',
    translate: (said) => said.message ?? said.code,
    onUnauthorized,
    fetch: fetchMock,
    baseUrl: 'https://api.test',
  });
  const feed = createLiveFeed({
    client,
    token: () => token,
    subscribeSession: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    wait: async (ms) => {
      delays.push(ms);
    },
  });
  const heard: LiveFeedEvent[] = [];
  const logOut = () => {
    token = null;
    sessionListeners.forEach((listener) => listener());
  };
  return { feed, heard, requests, delays, onUnauthorized, logOut };
}

const message = (id: number): LiveEvent => ({
  kind: 'message',
  data: {
    conversation_id: 1,
    message: {
      id,
      sender_id: 2,
      text: 'Hello',
      masked: false,
      sent_at: '2026-11-20T10:00:00.000Z',
      read: false,
    },
    unread: 1,
    unread_total: 1,
  },
});

/** Resolves once `condition` holds. */
const until = (condition: () => boolean) => waitFor(() => expect(condition()).toBe(true));
/** Lets every job already queued run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live feed', () => {
  it('sends the key and the bearer, and passes events on to every subscriber', async () => {
    const stream = new FakeEventStream();
    const { feed, heard, requests } = setUp([() => fakeStreamResponse(stream)]);
    const other: LiveFeedEvent[] = [];
    const stopFirst = feed.subscribe((event) => heard.push(event));
    const stopSecond = feed.subscribe((event) => other.push(event));
    // One event split across two chunks.
    const frame = `id: 4\ndata: ${JSON.stringify(message(4))}\n\n`;
    stream.write(`: connected\n\n${frame.slice(0, 30)}`);
    stream.write(frame.slice(30));
    await until(() => other.length === 1);

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`https://api.test${gatewayPaths.live}`);
    expect(requests[0]?.headers).toMatchObject({
      'x-api-key': 'key-123',
      authorization: 'Bearer member-token',
      accept: 'text/event-stream',
    });
    expect(requests[0]?.headers).not.toHaveProperty('last-event-id');
    expect(heard).toEqual([message(4)]);
    expect(other).toEqual([message(4)]);
    stopFirst();
    stopSecond();
    expect(stream.cancelled).toBe(true);
  });

  it('reconnects after a drop and resumes after the last event seen', async () => {
    const first = new FakeEventStream();
    const second = new FakeEventStream();
    const { feed, heard, requests } = setUp([
      () => fakeStreamResponse(first),
      () => fakeStreamResponse(second),
    ]);
    const stop = feed.subscribe((event) => heard.push(event));
    first.send(message(11), 11);
    first.send(message(12), 12);
    await until(() => heard.length === 2);
    first.end();
    await until(() => requests.length === 2);
    second.send(message(13), 13);
    await until(() => heard.length === 3);

    expect(requests[1]?.headers).toMatchObject({ 'last-event-id': '12' });
    expect(heard).toEqual([message(11), message(12), message(13)]);
    stop();
  });

  it('waits longer after each failed attempt, up to a cap, and starts over once connected', async () => {
    const stream = new FakeEventStream();
    const { feed, heard, delays, requests } = setUp([
      () => Promise.reject(new TypeError('offline')),
      () =>
        fakeResponse(503, {
          status: 'FAILED',
          message: 'Service unavailable',
          code: 'serviceUnavailable',
        }),
      () => Promise.reject(new TypeError('offline')),
      () => fakeStreamResponse(stream),
    ]);
    const stop = feed.subscribe((event) => heard.push(event));
    await until(() => requests.length === 4);
    stream.end();
    await until(() => requests.length === 5);

    expect(delays).toEqual([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(0)]);
    expect(retryDelay(1)).toBeGreaterThan(retryDelay(0));
    expect(retryDelay(50)).toBe(30_000);
    stop();
  });

  it('passes reload on, and asks subscribers to reload after a reconnect with nothing to resume', async () => {
    const first = new FakeEventStream();
    const second = new FakeEventStream();
    const { feed, heard, requests } = setUp([
      () => fakeStreamResponse(first),
      () => fakeStreamResponse(second),
    ]);
    const stop = feed.subscribe((event) => heard.push(event));
    first.write('event: reload\ndata: {}\n\n');
    await until(() => heard.length === 1);
    first.end();
    await until(() => heard.length === 2);

    expect(requests[1]?.headers).not.toHaveProperty('last-event-id');
    expect(heard).toEqual([{ kind: 'reload' }, { kind: 'reload' }]);
    stop();
  });

  it('ignores frames it does not understand', async () => {
    const stream = new FakeEventStream();
    const { feed, heard } = setUp([() => fakeStreamResponse(stream)]);
    const stop = feed.subscribe((event) => heard.push(event));
    stream.write('id: 1\ndata: not json\n\nid: 2\ndata: {"kind":"other","data":{}}\n\n');
    stream.send(message(3), 3);
    await until(() => heard.length === 1);

    expect(heard).toEqual([message(3)]);
    stop();
  });

  it('stops for good on a 401, ending the session', async () => {
    const { feed, requests, delays, onUnauthorized } = setUp([
      () => fakeResponse(401, { status: 'FAILED', message: 'Token expired' }),
    ]);
    const stop = feed.subscribe(() => undefined);
    await until(() => onUnauthorized.mock.calls.length === 1);
    await settle();

    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
    stop();
  });

  it('closes the stream on log-out and opens none without a session', async () => {
    const stream = new FakeEventStream();
    const { feed, requests, logOut } = setUp([() => fakeStreamResponse(stream)]);
    const stop = feed.subscribe(() => undefined);
    await until(() => requests.length === 1);
    logOut();
    await until(() => stream.cancelled);
    const late = feed.subscribe(() => undefined);

    expect(requests).toHaveLength(1);
    stop();
    late();
  });
});
