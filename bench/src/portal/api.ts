import { type HttpCall } from './load';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The member's own address, named in X-Forwarded-For (the portal trusts loopback). */
  device?: string;
}

/** A call to the portal's API as the frontends make it: the application key, and a token. */
export function apiCall(appKey: string, path: string, options: CallOptions = {}): HttpCall {
  const { body, token, device } = options;
  return {
    method: body === undefined ? 'GET' : 'POST',
    path,
    headers: {
      'x-api-key': appKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(device ? { 'x-forwarded-for': device } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Makes a call outside the measurements and answers its JSON; a status other than 200 throws. */
export async function callJson<T>(origin: string, call: HttpCall): Promise<T> {
  const answer = await fetch(new URL(call.path, origin), {
    method: call.method,
    headers: call.headers,
    body: call.body,
  });
  const text = await answer.text();
  if (answer.status !== 200)
    throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
