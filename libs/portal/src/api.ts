import { Messages, type Envelope } from '@dating/contracts';
import { getRuntimeConfig } from './config';
import { currentLanguage, translateServerMessage } from './i18n';
import { clearSession, getSession } from './session';

/**
 * A failed call: the server said FAILED, answered an HTTP error, or could not be reached
 * (status 0). `message` is translated and ready to show; `serverMessage` is as sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string = message,
  ) {
    super(message);
  }

  /** The server refused the session: 401, or a FAILED answer with HTTP 200 (e.g. /api/authen). */
  get rejectsSession(): boolean {
    return this.status === 401 || (this.status >= 200 && this.status < 300);
  }
}

/** What to say when an error carries no message of its own. */
const fallbackMessages = {
  unreachable: Messages.serviceUnavailable,
  unauthenticated: Messages.missingToken,
  notFound: Messages.notFound,
  tooLarge: Messages.payloadTooLarge,
  tooMany: Messages.tooManyRequests,
  internal: Messages.internal,
};

function fallbackFor(status: number): string {
  switch (status) {
    case 401:
      return fallbackMessages.unauthenticated;
    case 404:
      return fallbackMessages.notFound;
    case 413:
      return fallbackMessages.tooLarge;
    case 429:
      return fallbackMessages.tooMany;
    case 502:
    case 503:
    case 504:
      return fallbackMessages.unreachable;
    default:
      return fallbackMessages.internal;
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'string'
  );
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export interface ApiClientOptions {
  apiKey: () => string;
  token: () => string | null;
  language: () => string;
  /** Puts a server text into the current language. */
  translate: (text: string) => string;
  /** A call that carried the member's token was answered 401. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** multipart/form-data with the file in field `image` (SPEC.md §7). */
  upload<T>(path: string, file: Blob, field?: string): Promise<T>;
}

/** The one way the browser calls the API: key, bearer, language, envelope, errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: 'GET' | 'POST', path: string, body?: BodyInit, json = false) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': options.apiKey(),
      'accept-language': options.language(),
    };
    const token = options.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (json) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl ?? ''}${path}`, { method, headers, body });
    } catch {
      throw new ApiError(
        options.translate(fallbackMessages.unreachable),
        0,
        fallbackMessages.unreachable,
      );
    }

    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }

    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized();
      const serverMessage = messageOf(data) ?? fallbackFor(response.status);
      throw new ApiError(options.translate(serverMessage), response.status, serverMessage);
    }
    if (isEnvelope(data) && data.status !== 'OK') {
      const serverMessage = messageOf(data) ?? fallbackMessages.internal;
      throw new ApiError(options.translate(serverMessage), response.status, serverMessage);
    }
    if (data === undefined) {
      throw new ApiError(
        options.translate(fallbackMessages.internal),
        response.status,
        fallbackMessages.internal,
      );
    }
    return data as T;
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown = {}) =>
      request<T>('POST', path, JSON.stringify(body), true),
    upload: <T>(path: string, file: Blob, field = 'image') => {
      const form = new FormData();
      form.append(field, file);
      return request<T>('POST', path, form);
    },
  };
}

/** The portal's API client: the key from /config.json, the session's token, the UI language. */
export const api: ApiClient = createApiClient({
  apiKey: () => getRuntimeConfig().apiKey,
  token: () => getSession().token,
  language: currentLanguage,
  translate: translateServerMessage,
  onUnauthorized: clearSession,
});

/** A message to show for anything a `catch` receives. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translateServerMessage(fallbackMessages.internal);
}
