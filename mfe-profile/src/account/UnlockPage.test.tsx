import { act, screen, waitFor } from '@testing-library/react';
import { authCalls, Messages, MessageCode, said } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, resetBrowser, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, renderAccountAt } from '../testing';

const wait = { timeout: 10_000 };
const unlocked: FakeAnswer = () => [
  200,
  {
    status: 'OK',
    message: Messages.accountUnlocked,
    code: 'accountUnlocked',
  },
];
const failed =
  (status: number, code: MessageCode): FakeAnswer =>
  () => [status, { status: 'FAILED', ...said(code) }];

beforeEach(() => {
  resetBrowser();
  act(() => setLanguage('en'));
});

describe('the unlock page', () => {
  it("spends the lock mail's token once, says the account is unlocked and links to login", async () => {
    const calls = fakeApi({ [routeOf(authCalls.accountUnlock)]: unlocked });
    renderAccountAt('/unlock?token=unlock-token-1');
    expect(await screen.findByRole('heading', { name: 'Unlock your account' }, wait)).toBeTruthy();
    expect(await screen.findByText('Your account is unlocked. You can log in now.', {}, wait)).toBe(
      screen.getByRole('status'),
    );
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(callsTo(calls, authCalls.accountUnlock).map((call) => call.body)).toEqual([
      { token: 'unlock-token-1' },
    ]);
  });

  it('says a used or expired link is no good, and what to do', async () => {
    fakeApi({ [routeOf(authCalls.accountUnlock)]: failed(400, MessageCode.unlockLinkInvalid) });
    renderAccountAt('/unlock?token=used-token');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      Messages.unlockLinkInvalid,
    );
    expect(screen.getByText(/choose a new password with "Forgot password\?"/)).toBeTruthy();
  });

  it('asks nothing without a token', async () => {
    const calls = fakeApi();
    renderAccountAt('/unlock');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      Messages.unlockLinkInvalid,
    );
    expect(callsTo(calls, authCalls.accountUnlock)).toEqual([]);
  });

  it('offers to try again when the portal cannot answer', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.accountUnlock)]: (call) =>
        callsTo(calls, authCalls.accountUnlock).length === 1
          ? [
              503,
              {
                status: 'FAILED',
                message: Messages.serviceUnavailable,
                code: 'serviceUnavailable',
              },
            ]
          : unlocked(call),
    });
    renderAccountAt('/unlock?token=unlock-token-2');
    (await screen.findByRole('button', { name: 'Retry' }, wait)).click();
    expect(await screen.findByText(Messages.accountUnlocked, {}, wait)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, authCalls.accountUnlock)).toHaveLength(2));
  });

  it('speaks Thai and Norwegian', async () => {
    fakeApi({ [routeOf(authCalls.accountUnlock)]: unlocked });
    act(() => setLanguage('th'));
    renderAccountAt('/unlock?token=unlock-token-3');
    expect(await screen.findByRole('heading', { name: 'ปลดล็อกบัญชีของคุณ' }, wait)).toBeTruthy();
    expect(await screen.findByText('ปลดล็อกบัญชีของคุณแล้ว คุณเข้าสู่ระบบได้เลย', {}, wait)).toBeTruthy();
    act(() => setLanguage('no'));
    expect(await screen.findByRole('heading', { name: 'Lås opp kontoen din' }, wait)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Kontoen din er låst opp. Du kan logge inn nå.',
    );
  });
});
