import {
  MessageCode,
  said,
  type CallInput,
  type CallOutput,
  type Envelope,
  type MessageParams,
  type RouteDefinition,
  type UploadAnswer,
  type UploadPath,
} from '@dating/contracts';
import { getRuntimeConfig } from './config';
import { currentLanguage, translateServerMessage, type ServerSaid } from './i18n';
import { clearSession, getSession } from './session';

/**
 * A failed call: the server said FAILED, answered an HTTP error, or could not be reached
 * (status 0). `message` is translated and ready to show; `said` is what the server sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly said: ServerSaid,
  ) {
    super(message);
  }

  /** The refusal's message code, to tell one refusal from another. */
  get code(): string {
    return this.said.code;
  }

  /** The server refused the session: 401, or a FAILED answer with HTTP 200 (e.g. `authen`). */
  get rejectsSession(): boolean {
    return this.status === 401 || (this.status >= 200 && this.status < 300);
  }
}

/** What to say when an error carries no message of its own. */
const fallbackMessages = {
  unreachable: MessageCode.serviceUnavailable,
  unauthenticated: MessageCode.missingToken,
  notFound: MessageCode.notFound,
  tooLarge: MessageCode.payloadTooLarge,
  tooMany: MessageCode.tooManyRequests,
  internal: MessageCode.internal,
};

function fallbackFor(status: number): MessageCode {
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

/** The body as JSON; undefined when it is empty or not JSON (e.g. a proxy's HTML page). */
function jsonOf(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((place) => typeof place === 'string' || typeof place === 'number')
  );
}

/** What an answer said, when it says it as the API does: a code, maybe params and its text. */
function saidOf(value: unknown): ServerSaid | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, params, message } = value as Record<string, unknown>;
  if (typeof code !== 'string' || code === '') return undefined;
  return {
    code,
    ...(isParams(params) && { params }),
    ...(typeof message === 'string' && message !== '' && { message }),
  };
}

export interface ApiClientOptions {
  apiKey: () => string;
  token: () => string | null;
  language: () => string;
  /** Puts what the server said into the current language. */
  translate: (said: ServerSaid) => string;
  /** A call that carried the member's token was answered 401. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** Makes the request of an upload that reports progress (fetch cannot). */
  xhr?: () => XMLHttpRequest;
  baseUrl?: string;
}

export interface ApiClient {
  /**
   * A declared call: GET with its `:name` path segments taken from the input, POST with the
   * input as JSON. The answer is as the call declares it: the gateway answers nothing else
   * (it checks each answer against the call's output schema, so the browser ships no schemas).
   */
  call<Call extends RouteDefinition>(call: Call, input: CallInput<Call>): Promise<CallOutput<Call>>;
  /**
   * multipart/form-data with the file in field `image` (SPEC.md §7). With `onProgress`, it is
   * called with the share of the file sent so far, from 0 to 1.
   */
  upload(path: UploadPath, file: Blob, onProgress?: (sent: number) => void): Promise<UploadAnswer>;
  /**
   * A file the API serves only with the key and bearer, as its bytes: a receipt, at
   * `gatewayPaths.receipt(id)` or the URL an answer gave for it.
   */
  blob(path: string): Promise<Blob>;
  /**
   * A long-lived GET (e.g. `gatewayPaths.live`) with the key and bearer, as its open response;
   * a refusal is an ApiError, as a call's would be (a 401 ends the session).
   */
  stream(path: string, init: StreamInit): Promise<Response>;
}

export interface StreamInit {
  accept: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A GET call's path with each `:name` segment replaced by the input's `name`, URL-encoded. */
export function pathWithParams(path: string, input: unknown): string {
  const params: Record<string, unknown> =
    typeof input === 'object' && input !== null ? { ...input } : {};
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`${path}: the input has no ${name}`);
    return encodeURIComponent(String(value));
  });
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

  function failure(status: number, refused: ServerSaid): ApiError {
    return new ApiError(options.translate(refused), status, refused);
  }

  /** A refused request: what the server said, or what its status means. */
  function refusal(status: number, data: unknown, token: string | null): ApiError {
    if (status === 401 && token) options.onUnauthorized();
    return failure(status, saidOf(data) ?? said(fallbackFor(status)));
  }

  /** The answer's data, or an ApiError with the (translated) message to show. */
  function read({ status, text }: RawAnswer, token: string | null): unknown {
    const data = jsonOf(text);
    if (status < 200 || status >= 300) throw refusal(status, data, token);
    if (isEnvelope(data) && data.status !== 'OK') {
      throw failure(status, saidOf(data) ?? said(fallbackMessages.internal));
    }
    if (data === undefined) throw failure(status, said(fallbackMessages.internal));
    return data;
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
      throw failure(0, said(fallbackMessages.unreachable));
    }
  }

  async function request(
    path: string,
    json: boolean,
    send: (url: string, headers: Record<string, string>) => Promise<RawAnswer>,
  ): Promise<unknown> {
    const token = options.token();
    const answer = await transmit(path, headersFor(token, json), send);
    return read(answer, token);
  }

  async function call<Call extends RouteDefinition>(
    declared: Call,
    input: CallInput<Call>,
  ): Promise<CallOutput<Call>> {
    const { method, path } = declared.http;
    const answer =
      method === 'GET'
        ? await request(pathWithParams(path, input), false, viaFetch('GET'))
        : await request(path, true, viaFetch('POST', JSON.stringify(input)));
    return answer as CallOutput<Call>;
  }

  async function upload(
    path: UploadPath,
    file: Blob,
    onProgress?: (sent: number) => void,
  ): Promise<UploadAnswer> {
    const form = new FormData();
    form.append('image', file);
    const answer = await request(
      path,
      false,
      onProgress
        ? (url, headers) => sendWithProgress(createXhr(), url, headers, form, onProgress)
        : viaFetch('POST', form),
    );
    return answer as UploadAnswer;
  }

  async function blob(path: string): Promise<Blob> {
    const token = options.token();
    const headers = { ...headersFor(token, false), accept: '*/*' };
    const response = await transmit(path, headers, (url, sent) =>
      doFetch(url, { method: 'GET', headers: sent }),
    );
    if (response.ok) return response.blob();
    const text = await response.text().catch(() => '');
    throw refusal(response.status, jsonOf(text), token);
  }

  async function stream(path: string, init: StreamInit): Promise<Response> {
    const token = options.token();
    const headers = { ...headersFor(token, false), ...init.headers, accept: init.accept };
    const response = await transmit(path, headers, (url, sent) =>
      doFetch(url, { method: 'GET', headers: sent, signal: init.signal, cache: 'no-store' }),
    );
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    throw refusal(response.status, jsonOf(text), token);
  }

  return { call, upload, blob, stream };
}

/** The portal's API client: the key from /config.json, the session's token, the UI language. */
export const api: ApiClient = createApiClient({
  apiKey: () => getRuntimeConfig().apiKey,
  token: () => getSession().token,
  language: currentLanguage,
  translate: translateServerMessage,
  onUnauthorized: clearSession,
});

/**
 * Anything a `catch` receives, as an ApiError. One the client did not make is a bug: it is
 * logged, and shown as an internal error.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error('An unexpected failure, shown as an internal error', error);
  const internal = said(fallbackMessages.internal);
  return new ApiError(translateServerMessage(internal), 0, internal);
}

/** A message to show for anything a `catch` receives. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translateServerMessage(fallbackMessages.internal);
}
