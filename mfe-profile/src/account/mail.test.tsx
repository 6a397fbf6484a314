import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authCalls,
  mailMessages,
  mailSettingsSchema,
  type MailSettings,
  MessageCode,
  said,
} from '@dating/contracts';
import { login, setLanguage } from '@dating/portal';
import { callsTo, resetBrowser, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, renderAccountAt } from '../testing';

const wait = { timeout: 10_000 };

const settings =
  (result: MailSettings): FakeAnswer =>
  () => [200, { status: 'OK', result }];
const allOn: MailSettings = { match: true, digest: true, subscription: true, warning: true };
const failed =
  (status: number, code: MessageCode): FakeAnswer =>
  () => [status, { status: 'FAILED', ...said(code) }];

const box = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

beforeEach(() => {
  resetBrowser();
  act(() => setLanguage('en'));
});

describe('the e-mail settings on the account page', () => {
  it('shows the four kinds with hints, and saves the changed ones', async () => {
    login('token', 1, 'U');
    const calls = fakeApi({
      [routeOf(authCalls.mailSettingsGet)]: settings({ ...allOn, digest: false }),
      // The settings sent, without the member's id.
      [routeOf(authCalls.mailSettingsUpdate)]: (call) =>
        settings(mailSettingsSchema.parse(call.body))(call),
    });
    renderAccountAt('/account');
    const section = await screen.findByRole('region', { name: 'E-mail notifications' }, wait);
    const group = await within(section).findByRole(
      'group',
      { name: 'Send me an e-mail about' },
      wait,
    );
    expect(
      within(group)
        .getAllByRole<HTMLInputElement>('checkbox')
        .map((input) => [input.name, input.checked]),
    ).toEqual([
      ['match', true],
      ['digest', false],
      ['subscription', true],
      ['warning', true],
    ]);
    expect(callsTo(calls, authCalls.mailSettingsGet)[0]?.body).toEqual({ user_id: 1 });
    expect(box('Matches').getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(box('Matches').getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At once, when someone matches with you.');
    expect(box('New messages and interest (digest)')).toBeTruthy();
    expect(box('My subscription')).toBeTruthy();

    fireEvent.click(box('Warnings from moderators'));
    fireEvent.click(box('New messages and interest (digest)'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`Successfully: ${mailMessages.settingsSaved}`, {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.mailSettingsUpdate)[0]?.body).toEqual({
      user_id: 1,
      match: true,
      digest: true,
      subscription: true,
      warning: false,
    });
    expect(box('Warnings from moderators').checked).toBe(false);
  });

  it('says why saving failed, in Thai', async () => {
    login('token', 1, 'U');
    fakeApi({
      [routeOf(authCalls.mailSettingsGet)]: settings(allOn),
      [routeOf(authCalls.mailSettingsUpdate)]: failed(429, MessageCode.tooManyRequests),
    });
    act(() => setLanguage('th'));
    renderAccountAt('/account');
    const section = await screen.findByRole('region', { name: 'การแจ้งเตือนทางอีเมล' }, wait);
    fireEvent.click(await within(section).findByRole('button', { name: 'บันทึก' }, wait));
    expect(
      await screen.findByText('ข้อผิดพลาด: ลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง', {}, wait),
    ).toBeTruthy();
  });

  it('says why the settings could not be loaded, and tries again', async () => {
    login('token', 1, 'U');
    let down = true;
    fakeApi({
      [routeOf(authCalls.mailSettingsGet)]: (call) =>
        down ? failed(503, MessageCode.serviceUnavailable)(call) : settings(allOn)(call),
      [routeOf(authCalls.consentsList)]: () => [200, { consents: [] }],
      [routeOf(authCalls.exportStatus)]: () => [200, { export: null }],
    });
    renderAccountAt('/account');
    expect(
      await screen.findByText(
        'Your e-mail settings could not be loaded: Service unavailable',
        {},
        wait,
      ),
    ).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Matches' }, wait)).toBeTruthy();
  });
});

describe('the unsubscribe page', () => {
  it('turns the kind off with the token once, and leads a member to the settings', async () => {
    login('token', 1, 'U');
    let answer: (() => void) | undefined;
    const calls = fakeApi({
      [routeOf(authCalls.mailUnsubscribe)]: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve([
              200,
              {
                status: 'OK',
                message: mailMessages.unsubscribed,
                code: 'unsubscribed',

                kind: 'digest',
              },
            ]);
        }),
      [routeOf(authCalls.mailSettingsGet)]: settings({ ...allOn, digest: false }),
    });
    renderAccountAt('/unsubscribe?token=signed.token.1');
    expect(await screen.findByText('Turning these e-mails off…', {}, wait)).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined(), wait);
    act(() => answer?.());
    const status = await screen.findByText(mailMessages.unsubscribed, {}, wait);
    expect(status.parentElement?.textContent).toContain(
      'Turned off: New messages and interest (digest)',
    );
    expect(callsTo(calls, authCalls.mailUnsubscribe).map((call) => call.body)).toEqual([
      { token: 'signed.token.1' },
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'Change my e-mail settings' }));
    const title = await screen.findByRole('heading', { name: 'E-mail notifications' }, wait);
    expect(screen.getByTestId('location').textContent).toBe('/account');
    await waitFor(() => expect(document.activeElement).toBe(title), wait);
    expect(box('New messages and interest (digest)').checked).toBe(false);
  });

  it('needs no login, and speaks Norwegian', async () => {
    fakeApi({
      [routeOf(authCalls.mailUnsubscribe)]: () => [
        200,
        {
          status: 'OK',
          message: mailMessages.unsubscribed,
          code: 'unsubscribed',

          kind: 'match',
        },
      ],
    });
    act(() => setLanguage('no'));
    renderAccountAt('/unsubscribe?token=signed.token.2');
    expect(await screen.findByText('Du får ikke lenger disse e-postene', {}, wait)).toBeTruthy();
    expect(screen.getByText('Slått av: Matcher')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Logg inn for å endre e-postinnstillingene dine' }),
    ).toBeTruthy();
  });

  it('says a forged or broken link is not valid', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.mailUnsubscribe)]: failed(400, MessageCode.unsubscribeLinkInvalid),
    });
    renderAccountAt('/unsubscribe?token=forged');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      mailMessages.unsubscribeLinkInvalid,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(callsTo(calls, authCalls.mailUnsubscribe)).toHaveLength(1);
  });

  it('says a link without a token is not valid, without asking', async () => {
    const calls = fakeApi({});
    renderAccountAt('/unsubscribe');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe(
      mailMessages.unsubscribeLinkInvalid,
    );
    expect(callsTo(calls, authCalls.mailUnsubscribe)).toEqual([]);
  });

  it('asks again after a failure that was not the link', async () => {
    let down = true;
    const calls = fakeApi({
      [routeOf(authCalls.mailUnsubscribe)]: (call) =>
        down
          ? failed(503, MessageCode.serviceUnavailable)(call)
          : [
              200,
              {
                status: 'OK',
                message: mailMessages.unsubscribed,
                code: 'unsubscribed',

                kind: 'warning',
              },
            ],
    });
    renderAccountAt('/unsubscribe?token=signed.token.3');
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Service unavailable',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Turned off: Warnings from moderators', {}, wait)).toBeTruthy();
    expect(callsTo(calls, authCalls.mailUnsubscribe)).toHaveLength(2);
  });
});
