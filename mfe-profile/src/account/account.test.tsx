import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authCalls, Messages, MessageCode, said } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, resetBrowser, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { maleeSession, renderAccountAt, resetBrowserInEnglish, signInMalee } from '../testing';

const wait = { timeout: 10_000 };

const account =
  (email_confirmed: boolean, pending_email: string | null = null): FakeAnswer =>
  () => [200, maleeSession({ email_confirmed, pending_email })];
const done =
  (code: MessageCode): FakeAnswer =>
  () => [200, { status: 'OK', ...said(code) }];
const failed =
  (status: number, code: MessageCode): FakeAnswer =>
  () => [status, { status: 'FAILED', ...said(code) }];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  resetBrowserInEnglish();
});

describe('the e-mail banner', () => {
  it('asks an unconfirmed member on every page to confirm, naming the address, and sends the link again', async () => {
    signInMalee();
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: account(false),
      [routeOf(authCalls.confirmationResend)]: done(MessageCode.confirmationSent),
    });
    renderAccountAt('/about');
    const banner = await screen.findByRole('complementary', { name: 'E-mail confirmation' }, wait);
    expect(banner.textContent).toContain(
      'Please confirm your e-mail address. We sent a link to malee@example.com.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(`Successfully: ${Messages.confirmationSent}`, {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.confirmationResend)).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Change e-mail' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'), wait);
  });

  it('names the new address while a change waits, in Thai', async () => {
    signInMalee();
    fakeApi({ [routeOf(authCalls.sessionGet)]: account(false, 'malee.new@example.com') });
    act(() => setLanguage('th'));
    renderAccountAt('/about');
    const banner = await screen.findByRole('complementary', { name: 'การยืนยันอีเมล' }, wait);
    expect(banner.textContent).toContain('malee.new@example.com');
    expect(screen.getByRole('button', { name: 'ส่งอีกครั้ง' })).toBeTruthy();
  });

  it('is not shown to a confirmed member or a visitor', async () => {
    signInMalee();
    const calls = fakeApi({ [routeOf(authCalls.sessionGet)]: account(true) });
    renderAccountAt('/about');
    await waitFor(
      () => expect(callsTo(calls, authCalls.sessionGet).length).toBeGreaterThan(0),
      wait,
    );
    expect(screen.queryByRole('complementary', { name: 'E-mail confirmation' })).toBeNull();
    resetBrowser();
    fakeApi({});
    renderAccountAt('/about');
    expect(screen.queryByRole('complementary', { name: 'E-mail confirmation' })).toBeNull();
  });
});

describe('the confirm-email page', () => {
  it('confirms with the token from the link once, and takes the banner away', async () => {
    signInMalee();
    let confirmed = false;
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: (call) => account(confirmed)(call),
      [routeOf(authCalls.emailConfirm)]: () => {
        confirmed = true;
        return [
          200,
          {
            status: 'OK',
            message: Messages.emailConfirmed,
            code: 'emailConfirmed',
          },
        ];
      },
    });
    renderAccountAt('/confirm-email?token=link_token_1');
    expect(
      await screen.findByText(
        'Your e-mail address is confirmed. You can now show interest in members and buy a membership.',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.emailConfirm).map((call) => call.body)).toEqual([
      { token: 'link_token_1' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to my profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' }, wait)).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'E-mail confirmation' })).toBeNull();
  });

  it('offers a visitor the way to log in', async () => {
    fakeApi({ [routeOf(authCalls.emailConfirm)]: done(MessageCode.emailConfirmed) });
    renderAccountAt('/confirm-email?token=link_token_2');
    expect(await screen.findByRole('link', { name: 'Log in' }, wait)).toBeTruthy();
  });

  it('says an expired or used link is spent and sends a signed-in member a new one', async () => {
    signInMalee();
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: account(false),
      [routeOf(authCalls.emailConfirm)]: failed(400, MessageCode.emailLinkInvalid),
      [routeOf(authCalls.confirmationResend)]: done(MessageCode.confirmationSent),
    });
    renderAccountAt('/confirm-email?token=used_token');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      Messages.emailLinkInvalid,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(callsTo(calls, authCalls.confirmationResend)).toHaveLength(1), wait);
  });

  it('tells a visitor with a spent link to log in for a new one, in Norwegian', async () => {
    fakeApi({ [routeOf(authCalls.emailConfirm)]: failed(400, MessageCode.emailLinkInvalid) });
    act(() => setLanguage('no'));
    renderAccountAt('/confirm-email?token=used_token_2');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      'Denne bekreftelseslenken er utløpt eller allerede brukt. Logg inn og be om en ny lenke.',
    );
    expect(screen.getByText('Logg inn for å be om en ny lenke.')).toBeTruthy();
  });
});

describe('the account page', () => {
  it('shows the address, the one waiting, and changes it with the password', async () => {
    signInMalee();
    let pending: string | null = null;
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: (call) => account(true, pending)(call),
      [routeOf(authCalls.emailChange)]: () => {
        pending = 'malee.new@example.com';
        return [
          200,
          {
            status: 'OK',
            message: Messages.emailChangeSent,
            code: 'emailChangeSent',
          },
        ];
      },
    });
    renderAccountAt('/account');
    expect(await screen.findByRole('heading', { name: 'My account' }, wait)).toBeTruthy();
    expect(await screen.findByText('malee@example.com', {}, wait)).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(
      await screen.findByText(
        'Error: Please fill in the new e-mail address and your password',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.emailChange)).toEqual([]);

    fill('New e-mail address', 'malee.new@example.com');
    fill('Your password', 'my password');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(
      await screen.findByText('Waiting for confirmation: malee.new@example.com', {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.emailChange)[0]?.body).toEqual({
      email: 'malee.new@example.com',
      password: 'my password',
    });
    expect(screen.getByText(`Successfully: ${Messages.emailChangeSent}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });

  it("shows the server's refusal of a wrong password", async () => {
    signInMalee();
    fakeApi({
      [routeOf(authCalls.sessionGet)]: account(false),
      [routeOf(authCalls.emailChange)]: failed(400, MessageCode.wrongPassword),
    });
    renderAccountAt('/account');
    expect(await screen.findByText('Not confirmed yet', {}, wait)).toBeTruthy();
    fill('New e-mail address', 'malee.new@example.com');
    fill('Your password', 'not it');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(`Error: ${Messages.wrongPassword}`, {}, wait)).toBeTruthy();
  });
});
