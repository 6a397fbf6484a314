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
  /** Makes the request of an upload that reports progress (fetch cannot). */
  xhr?: () => XMLHttpRequest;
  baseUrl?: string;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /**
   * multipart/form-data with the file in field `image` (SPEC.md §7). With `onProgress`, it is
   * called with the share of the file sent so far, from 0 to 1.
   */
  upload<T>(
    path: string,
    file: Blob,
    field?: string,
    onProgress?: (sent: number) => void,
  ): Promise<T>;
  /** A file the API serves only with the key and bearer (e.g. a receipt), as its bytes. */
  blob(path: string): Promise<Blob>;
}

/** What came back over the wire, before the envelope is read. */
interface RawAnswer {
  status: number;
  text: string;
}

/** An upload through XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithProgress(
  xhr: XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (sent: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(body);
  });
}

/** The one way the browser calls the API: key, bearer, language, envelope, errors. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = options.xhr ?? (() => new XMLHttpRequest());

  function headersFor(token: string | null, json: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': options.apiKey(),
      'accept-language': options.language(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    if (json) headers['content-type'] = 'application/json';
    return headers;
  }

  /** A plain call through fetch. */
  function viaFetch(method: 'GET' | 'POST', body?: BodyInit) {
    return async (url: string, headers: Record<string, string>): Promise<RawAnswer> => {
      const response = await doFetch(url, { method, headers, body });
      return { status: response.status, text: await response.text().catch(() => '') };
    };
  }

  /** The answer's data, or an ApiError with the (translated) message to show. */
  function read<T>({ status, text }: RawAnswer, token: string | null): T {
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }

    if (status < 200 || status >= 300) {
      if (status === 401 && token) options.onUnauthorized();
      const serverMessage = messageOf(data) ?? fallbackFor(status);
      throw new ApiError(options.translate(serverMessage), status, serverMessage);
    }
    if (isEnvelope(data) && data.status !== 'OK') {
      const serverMessage = messageOf(data) ?? fallbackMessages.internal;
      throw new ApiError(options.translate(serverMessage), status, serverMessage);
    }
    if (data === undefined) {
      throw new ApiError(
        options.translate(fallbackMessages.internal),
        status,
        fallbackMessages.internal,
      );
    }
    return data as T;
  }

  /** Sends a request; a network failure becomes the 'unreachable' ApiError. */
  async function transmit<Answer>(
    path: string,
    headers: Record<string, string>,
    send: (url: string, headers: Record<string, string>) => Promise<Answer>,
  ): Promise<Answer> {
    try {
      return await send(`${options.baseUrl ?? ''}${path}`, headers);
    } catch {
      throw new ApiError(
        options.translate(fallbackMessages.unreachable),
        0,
        fallbackMessages.unreachable,
      );
    }
  }

  async function call<T>(
    path: string,
    json: boolean,
    send: (url: string, headers: Record<string, string>) => Promise<RawAnswer>,
  ): Promise<T> {
    const token = options.token();
    return read<T>(await transmit(path, headersFor(token, json), send), token);
  }

  async function blob(path: string): Promise<Blob> {
    const token = options.token();
    const headers = { ...headersFor(token, false), accept: '*/*' };
    const response = await transmit(path, headers, (url, sent) =>
      doFetch(url, { method: 'GET', headers: sent }),
    );
    if (response.ok) return response.blob();
    return read<never>(
      { status: response.status, text: await response.text().catch(() => '') },
      token,
    );
  }

  return {
    get: <T>(path: string) => call<T>(path, false, viaFetch('GET')),
    post: <T>(path: string, body: unknown = {}) =>
      call<T>(path, true, viaFetch('POST', JSON.stringify(body))),
    upload: <T>(path: string, file: Blob, field = 'image', onProgress?: (sent: number) => void) => {
      const form = new FormData();
      form.append(field, file);
      return call<T>(
        path,
        false,
        onProgress
          ? (url, headers) => sendWithProgress(createXhr(), url, headers, form, onProgress)
          : viaFetch('POST', form),
      );
    },
    blob,
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
