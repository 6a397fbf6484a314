import { authCalls } from '@dating/contracts';
import { setRuntimeConfig } from './config';
import { browser } from './browser';
import { logout } from './logout';
import { login } from './session';
import { fakeApi, routeOf } from './testing';

describe('logout', () => {
  let reload: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfig({
      apiKey: 'local-dev-key',
      version: '1.0.15',
      remotes: { profile: '/p', matching: '/m', subscription: '/s' },
    });
    reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });

  afterEach(() => reload.mockRestore());

  it('ends the session on the server with the token, then clears it and reloads', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.sessionEnd)]: () => [
        200,
        { status: 'OK', message: 'You have been logged out', code: 'loggedOut' },
      ],
    });
    login('the-token', 42, 'U');
    await logout();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      routeOf(authCalls.sessionEnd),
    ]);
    expect(calls[0]?.headers.authorization).toBe('Bearer the-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the session and reloads even when the server cannot be reached', async () => {
    fakeApi({});
    login('the-token', 42, 'U');
    await logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
