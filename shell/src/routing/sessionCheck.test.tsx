import { act, screen, waitFor } from '@testing-library/react';
import { authCalls } from '@dating/contracts';
import { ApiError, login, setLanguage } from '@dating/portal';
import { callsTo, routeOf } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../testing';
import { createSessionCheck } from './sessionCheck';

describe('createSessionCheck', () => {
  function setup(result: () => Promise<unknown>) {
    let time = 0;
    const check = jest.fn(result);
    const reject = jest.fn();
    const run = createSessionCheck({ check, reject, now: () => time });
    return { check, reject, run, advance: (ms: number) => (time += ms) };
  }

  it('does nothing without a token', async () => {
    const { check, run } = setup(async () => ({ status: 'OK' }));
    await run(null);
    expect(check).not.toHaveBeenCalled();
  });

  it('checks at most once a minute', async () => {
    const { check, run, advance } = setup(async () => ({ status: 'OK' }));
    await run('t');
    advance(30_000);
    await run('t');
    expect(check).toHaveBeenCalledTimes(1);
    advance(30_000);
    await run('t');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('logs out on a FAILED answer or a 401', async () => {
    const failed = setup(async () => {
      throw new ApiError('Your session has expired. Please log in again.', 200, {
        code: 'invalidToken',
      });
    });
    await failed.run('t');
    expect(failed.reject).toHaveBeenCalledTimes(1);

    const unauthorized = setup(async () => {
      throw new ApiError('Please log in to continue', 401, { code: 'missingToken' });
    });
    await unauthorized.run('t');
    expect(unauthorized.reject).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot be reached', async () => {
    for (const status of [0, 503]) {
      const down = setup(async () => {
        throw new ApiError('Service unavailable', status, { code: 'serviceUnavailable' });
      });
      await down.run('t');
      expect(down.reject).not.toHaveBeenCalled();
    }
  });
});

describe('the app', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('checks the stored token with authCalls.sessionGet at start and logs out when refused', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: () => [
        200,
        {
          status: 'FAILED',
          message: 'Your session has expired. Please log in again.',
          code: 'invalidToken',
        },
      ],
    });
    login('expired', 3, 'U');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    const authen = callsTo(calls, authCalls.sessionGet)[0];
    expect(authen?.method).toBe('POST');
    expect(authen?.headers.authorization).toBe('Bearer expired');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('asks the session endpoint once at start, for the check and the account together', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: () => [
        200,
        {
          status: 'OK',
          decoded: { username: 'somchai', user_id: 3, role: 'U' },
          email: 'somchai@example.com',
          email_confirmed: true,
          pending_email: null,
        },
      ],
    });
    login('valid', 3, 'U');
    renderApp('/');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(callsTo(calls, authCalls.sessionGet)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('valid');
  });
});
