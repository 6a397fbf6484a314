import { z } from 'zod';
import {
  authCalls,
  defineCall,
  gatewayPaths,
  MessageCode,
  Messages,
  profileCalls,
  type RouteDefinition,
} from '@dating/contracts';
import { ApiError, api, createApiClient, toApiError, type ApiClientOptions } from './api';
import { setRuntimeConfig } from './config';
import { setLanguage } from './i18n';
import { getSession, login } from './session';
import { fakeApi, fakeResponse } from './testing';

type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

function mockFetch(answer: () => Promise<Response>): FetchMock {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(answer);
}

function client(fetchMock: FetchMock, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    apiKey: () => 'key-123',
    token: () => null,
    language: () => 'en',
    translate: (said) => said.message ?? said.code,
    onUnauthorized: jest.fn(),
    fetch: fetchMock,
    ...overrides,
  });
}

/** Declared calls with an exact output, at the paths of real declarations. */
const menu = defineCall({
  ...profileCalls.menuGet,
  output: z.array(z.object({ menu_id: z.number(), menu_name: z.string() })),
});
const choices = defineCall({
  ...profileCalls.choicesList,
  input: z.object({ refTable: z.string() }),
  output: z.object({ status: z.literal('OK'), result: z.array(z.unknown()) }),
});
const userLogin = defineCall({
  ...authCalls.login,
  output: z.object({ status: z.literal('OK'), message: z.string(), token: z.string() }),
});
const authen = defineCall({ ...authCalls.sessionGet, output: z.object({ status: z.string() }) });
const okAnswer = {
  status: 'OK',
  message: 'Login successful',
  code: 'loginSuccessful',

  token: 't',
};

function pathOf(call: RouteDefinition): string {
  return call.http.path;
}

const receipt = gatewayPaths.receipt('r1');
const uploaded = {
  status: 'OK',
  message: 'Uploaded',
  contentType: 'image/webp',
  fileId: 'f1',
  fileSize: 3,
};

function headersOf(fetchMock: FetchMock, call = 0): Record<string, string> {
  return fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;
}

describe('API client', () => {
  it('sends the application key on every call, and no bearer without a token', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, []));
    await client(fetchMock).call(menu, {});
    expect(fetchMock.mock.calls[0]?.[0]).toBe(pathOf(menu));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(headersOf(fetchMock)['x-api-key']).toBe('key-123');
    expect(headersOf(fetchMock).authorization).toBeUndefined();
  });

  it('adds the bearer token and the language when there are', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, { status: 'OK', message: '' }));
    await client(fetchMock, { token: () => 'tok', language: () => 'th' }).call(authen, {
      name: 'x',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(pathOf(authen));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    const headers = headersOf(fetchMock);
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['x-api-key']).toBe('key-123');
    expect(headers['accept-language']).toBe('th');
    expect(headers['content-type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"x"}');
  });

  it('returns the body of an OK answer as the gateway sent it', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, okAnswer));
    await expect(
      client(fetchMock).call(userLogin, { username: 'malee', password: 'secret' }),
    ).resolves.toEqual(okAnswer);
  });

  it('fills the path segments of a GET call from its input, URL-encoded, and sends no body', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, { status: 'OK', result: [] }));
    await client(fetchMock).call(choices, { refTable: 'A/B C' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(pathOf(choices).replace(':refTable', 'A%2FB%20C'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(headersOf(fetchMock)['content-type']).toBeUndefined();
  });

  it('maps a FAILED answer to an ApiError with the translated server message', async () => {
    const fetchMock = mockFetch(async () =>
      fakeResponse(200, {
        status: 'FAILED',
        message: 'Invalid username or password',
        code: 'invalidCredentials',
      }),
    );
    const call = client(fetchMock, { translate: (said) => `[th] ${said.message}` }).call(
      userLogin,
      {
        username: 'malee',
        password: 'wrong',
      },
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      message: '[th] Invalid username or password',
      code: 'invalidCredentials',
      status: 200,
    });
  });

  it('maps an HTTP error to an ApiError with its status', async () => {
    const fetchMock = mockFetch(async () =>
      fakeResponse(429, {
        status: 'FAILED',
        message: 'Too many attempts. Please wait a minute and try again.',
        code: 'tooManyRequests',
      }),
    );
    await expect(client(fetchMock).call(menu, {})).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('gives a readable message when the server answers without JSON or is unreachable', async () => {
    const htmlError = mockFetch(async () => fakeResponse(502, '<html>Bad gateway</html>'));
    await expect(client(htmlError).call(menu, {})).rejects.toMatchObject({
      status: 502,
      message: 'Service unavailable',
    });
    const offline = mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client(offline).call(menu, {})).rejects.toMatchObject({
      status: 0,
      message: 'Service unavailable',
    });
  });

  it('reports a 401 on a call with the member token, not on a visitor call', async () => {
    const onUnauthorized = jest.fn();
    const fetchMock = mockFetch(async () =>
      fakeResponse(401, {
        status: 'FAILED',
        message: 'Your session has expired. Please log in again.',
        code: 'invalidToken',
      }),
    );
    await expect(
      client(fetchMock, { onUnauthorized }).call(userLogin, { username: 'malee', password: 'x' }),
    ).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(
      client(fetchMock, { onUnauthorized, token: () => 'old' }).call(authen, {}),
    ).rejects.toThrow('Your session has expired. Please log in again.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uploads a file as multipart form data in field image', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, uploaded));
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(client(fetchMock).upload(gatewayPaths.upload, file)).resolves.toEqual(uploaded);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(gatewayPaths.upload);
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image')).toBeTruthy();
    expect(headersOf(fetchMock)['content-type']).toBeUndefined();
  });

  it('reads a protected file as bytes, with the key and the bearer', async () => {
    const fetchMock = mockFetch(async () => fakeResponse(200, 'webp bytes'));
    const bytes = await client(fetchMock, { token: () => 'tok' }).blob(receipt);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(receipt);
    expect(bytes.size).toBe('webp bytes'.length);
    expect(headersOf(fetchMock).authorization).toBe('Bearer tok');
    expect(headersOf(fetchMock)['x-api-key']).toBe('key-123');
  });

  it("answers a refused file with the server's message", async () => {
    const fetchMock = mockFetch(async () =>
      fakeResponse(404, {
        status: 'FAILED',
        message: 'Not found',
        code: 'notFound',
      }),
    );
    await expect(client(fetchMock).blob(receipt)).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
  });
});

describe('an upload with progress', () => {
  const uploadRoute = `POST ${gatewayPaths.upload}`;
  const file = new Blob(['png'], { type: 'image/png' });

  function progressClient() {
    return client(
      mockFetch(async () => fakeResponse(500, '')),
      { token: () => 'tok' },
    );
  }

  it('reports the share sent, with key and bearer, and returns the answer', async () => {
    const calls = fakeApi({ [uploadRoute]: () => [200, uploaded] });
    const sent: number[] = [];
    const result = await progressClient().upload(gatewayPaths.upload, file, (share) =>
      sent.push(share),
    );
    expect(result).toEqual(uploaded);
    expect(sent).toEqual([0.5, 1]);
    expect(calls[0]?.headers).toMatchObject({
      'x-api-key': 'key-123',
      authorization: 'Bearer tok',
    });
    expect((calls[0]?.body as FormData).get('image')).toBeTruthy();
  });

  it("rejects with the server's message on 415 and 413", async () => {
    fakeApi({
      [uploadRoute]: () => [
        415,
        {
          status: 'FAILED',
          message: 'Please choose a JPEG, PNG or WebP image',
          code: 'notAnImage',
        },
      ],
    });
    await expect(
      progressClient().upload(gatewayPaths.upload, file, () => undefined),
    ).rejects.toMatchObject({ status: 415, message: 'Please choose a JPEG, PNG or WebP image' });
    fakeApi({ [uploadRoute]: () => [413, ''] });
    await expect(
      progressClient().upload(gatewayPaths.upload, file, () => undefined),
    ).rejects.toMatchObject({ status: 413, message: 'The request is too large' });
  });
});

describe('the portal api instance', () => {
  const fetchMock = mockFetch(async () => fakeResponse(500, ''));

  beforeEach(() => {
    localStorage.clear();
    setLanguage('en');
    setRuntimeConfig({
      apiKey: 'local-dev-key',
      version: '1.0.15',
      remotes: { profile: '/p', matching: '/m', subscription: '/s' },
    });
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('uses the key from /config.json and the stored token', async () => {
    login('stored-token', 9, 'U');
    fetchMock.mockResolvedValue(fakeResponse(200, { status: 'OK', decoded: {} }));
    await api.call(authen, {});
    expect(headersOf(fetchMock)['x-api-key']).toBe('local-dev-key');
    expect(headersOf(fetchMock).authorization).toBe('Bearer stored-token');
  });

  it('clears the session when a member call is answered 401', async () => {
    login('stored-token', 9, 'U');
    fetchMock.mockResolvedValue(
      fakeResponse(401, {
        status: 'FAILED',
        message: 'Please log in to continue',
        code: 'missingToken',
      }),
    );
    await expect(api.call(authen, {})).rejects.toBeInstanceOf(ApiError);
    expect(getSession().loggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('translates server messages into the chosen language', async () => {
    setLanguage('no');
    fetchMock.mockResolvedValue(
      fakeResponse(200, {
        status: 'FAILED',
        message: 'Invalid username or password',
        code: 'invalidCredentials',
      }),
    );
    await expect(api.call(userLogin, { username: 'malee', password: 'x' })).rejects.toThrow(
      'Ugyldig brukernavn eller passord',
    );
    expect(headersOf(fetchMock)['accept-language']).toBe('no');
  });
});

describe('toApiError', () => {
  it('keeps an ApiError, and makes anything else a logged internal error', () => {
    const refused = new ApiError('Not found', 404, { code: 'notFound' });
    expect(toApiError(refused)).toBe(refused);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toApiError(new TypeError('boom'))).toMatchObject({
      status: 0,
      code: MessageCode.internal,
      said: { message: Messages.internal },
    });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
