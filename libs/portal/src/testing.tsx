import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  gatewayPaths,
  type CategoryCard,
  type LiveEvent,
  type RouteDefinition,
} from '@dating/contracts';
import { AccountProvider } from './account';
import { pathWithParams } from './api';
import { setRuntimeConfig, type RuntimeConfig } from './config';
import { NoticeProvider } from './notice';
import {
  RemoteComponentsContext,
  type RemoteComponentId,
  type RemoteComponentLoader,
  type RemoteComponentProps,
} from './remotes';

/** A minimal fetch Response for tests (jsdom has none). */
export function fakeResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json' | 'blob'> = {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
  return response as Response;
}

/** The part of a ReadableStream the live feed uses. */
export interface FakeStreamBody {
  getReader(): Pick<ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>, 'read' | 'cancel'>;
}

/**
 * A response body that stays open until the test ends it, for the live feed (jsdom has no
 * ReadableStream): `write` sends raw text, `send` one event as the gateway frames it.
 */
export class FakeEventStream {
  private readonly chunks: Uint8Array<ArrayBuffer>[] = [];
  private waiting: ((result: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>) => void) | null =
    null;
  private ended = false;
  /** The reader cancelled it (the client stopped listening). */
  cancelled = false;

  write(text: string): void {
    const chunk = new TextEncoder().encode(text);
    if (this.waiting) this.take()({ done: false, value: chunk });
    else this.chunks.push(chunk);
  }

  send(event: LiveEvent, id: number): void {
    this.write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** The connection drops. */
  end(): void {
    this.ended = true;
    if (this.waiting) this.take()({ done: true, value: undefined });
  }

  /** The body as the live feed reads it: through a reader. */
  get body(): FakeStreamBody {
    return {
      getReader: () => ({
        read: () => {
          const chunk = this.chunks.shift();
          if (chunk) return Promise.resolve({ done: false, value: chunk });
          if (this.ended) return Promise.resolve({ done: true, value: undefined });
          return new Promise((resolve) => (this.waiting = resolve));
        },
        cancel: async () => {
          this.cancelled = true;
          this.end();
        },
      }),
    };
  }

  private take() {
    const resolve = this.waiting;
    this.waiting = null;
    if (!resolve) throw new Error('nothing is reading');
    return resolve;
  }
}

/** A 200 text/event-stream response whose body is `stream`. */
export function fakeStreamResponse(stream: FakeEventStream): Response {
  const response = { ok: true, status: 200, body: stream.body };
  // jsdom has no ReadableStream: the fake body has only what a reader needs.
  return response as unknown as Response;
}

/** Where a declared call is sent: its path, a GET's `:name` segments filled from `params`. */
export function pathOf(
  call: RouteDefinition,
  params: Record<string, string | number> = {},
): string {
  return pathWithParams(call.http.path, params);
}

/** The fake API's key for a declared call, its method and path: `routeOf(authCalls.login)`. */
export function routeOf(call: RouteDefinition, params?: Record<string, string | number>): string {
  return `${call.http.method} ${pathOf(call, params)}`;
}

/** One request the fake API received; `body` is parsed JSON, or the FormData of an upload. */
export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The requests made to a declared call, or to a gateway path such as an upload's. */
export function callsTo(calls: readonly FakeCall[], target: RouteDefinition | string): FakeCall[] {
  const path = typeof target === 'string' ? target : pathOf(target);
  return calls.filter((call) => call.path === path);
}

type Reply = [status: number, body: unknown];

/**
 * How the fake API answers one `'METHOD /path'`: an HTTP status and a body, or a promise of
 * them (to hold a request in flight while a test looks at the page). A FakeEventStream body
 * answers as an open event stream.
 */
export type FakeAnswer = (call: FakeCall) => Reply | Promise<Reply>;

const unavailable: Reply = [
  503,
  {
    status: 'FAILED',
    message: 'Service unavailable',
    code: 'serviceUnavailable',
  },
];

async function answerOf(answers: Record<string, FakeAnswer>, call: FakeCall): Promise<Reply> {
  const answer = answers[`${call.method} ${call.path}`];
  return answer ? answer(call) : unavailable;
}

/**
 * Replaces fetch and XMLHttpRequest (uploads with progress) with a fake API:
 * `{ [routeOf(authCalls.login)]: () => [status, body] }`. Unknown paths answer 503, as when the
 * gateway is down. An upload reports half its bytes sent, waits for its answer, reports all of
 * them sent, then answers. Returns the calls made, in order.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: String(input),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body,
    };
    calls.push(call);
    const [status, response] = await answerOf(answers, call);
    return response instanceof FakeEventStream
      ? fakeStreamResponse(response)
      : fakeResponse(status, response);
  });

  class FakeUploadRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private call: FakeCall = { method: 'GET', path: '', headers: {}, body: undefined };

    open(method: string, url: string): void {
      this.call = { ...this.call, method, path: url };
    }

    setRequestHeader(name: string, value: string): void {
      this.call.headers[name] = value;
    }

    send(body: unknown): void {
      const call = { ...this.call, body };
      calls.push(call);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void Promise.resolve()
        .then(() => progress(50))
        .then(() => answerOf(answers, call))
        .then(([status, response]) => {
          progress(100);
          this.status = status;
          this.responseText = typeof response === 'string' ? response : JSON.stringify(response);
          this.onload?.();
        });
    }
  }
  globalThis.XMLHttpRequest = FakeUploadRequest as unknown as typeof XMLHttpRequest;

  return calls;
}

/** The runtime config tests run with: the application key `test-key`. */
export const testRuntimeConfig: RuntimeConfig = {
  apiKey: 'test-key',
  version: '1.0.15',
  remotes: { profile: '/p', matching: '/m', subscription: '/s' },
};

/** Shows the router's location in the `location` test id. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Components of remotes, by federation id. */
export type FakeRemoteComponents = {
  [Id in RemoteComponentId]?: ComponentType<RemoteComponentProps<Id>>;
};

/**
 * A loader of `components`; any other comes from `otherwise`, or fails to load, like a remote
 * that is down.
 */
export function fakeRemoteComponents(
  components: FakeRemoteComponents,
  otherwise?: RemoteComponentLoader,
): RemoteComponentLoader {
  return async <Id extends RemoteComponentId>(id: Id) => {
    const component: FakeRemoteComponents[Id] = components[id];
    if (component) return component;
    if (otherwise) return otherwise(id);
    throw new Error(`The remote of ${id} is down`);
  };
}

/** What else of the shell's frame a test needs around a remote's pages. */
export interface RouteFrame {
  /** Other remotes' components the pages mount; any other is down. */
  remoteComponents?: FakeRemoteComponents;
  /** What the shell's header shows of a remote, on every route. */
  header?: ReactNode;
  /** The signed-in member's account, as the shell's layout provides it (it asks the session). */
  account?: boolean;
}

/**
 * A remote's pages at their shell routes (`{ '/search': <SearchPage /> }`), framed as the shell
 * frames them: portal, router, notices, and what `frame` adds. Any other path shows 'elsewhere';
 * the current location is in the `location` test id.
 */
export function renderRoutes(
  path: string,
  pages: Record<string, ReactNode>,
  { remoteComponents = {}, header, account = false }: RouteFrame = {},
) {
  setRuntimeConfig(testRuntimeConfig);
  const routes = (
    <Routes>
      {Object.entries(pages).map(([route, page]) => (
        <Route key={route} path={route} element={page} />
      ))}
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
  return render(
    <RemoteComponentsContext value={fakeRemoteComponents(remoteComponents)}>
      <MemoryRouter initialEntries={[path]}>
        <NoticeProvider>
          {header}
          {account ? <AccountProvider>{routes}</AccountProvider> : routes}
          <LocationProbe />
        </NoticeProvider>
      </MemoryRouter>
    </RemoteComponentsContext>,
  );
}

/** Browser features jsdom lacks, and a clean slate, before each test. */
export function resetBrowser(): void {
  localStorage.clear();
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
}

/** A logged-in member (or admin) as the session keeps one in local storage. */
export function logIn(userId = 7, role: 'U' | 'A' = 'U'): void {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', String(userId));
  localStorage.setItem('role', role);
}

/** A member card as get-category answers it: named `Member <id>`, with a caption and a photo. */
export function memberCard(id: number, overrides: Partial<CategoryCard> = {}): CategoryCard {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    caption: `Caption ${id}`,
    img: gatewayPaths.photo(`m${id}`, 'card'),
    ...overrides,
  };
}
