import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCalls, Messages, MessageCode, said } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { maleeSession, renderAccountAt, resetBrowserInEnglish, signInMalee } from '../testing';
import { deletionDateText } from './deletion';

const wait = { timeout: 10_000 };
// Noon UTC: the same day in every zone the tests may run in.
const dueAt = '2026-03-15T12:00:00.000Z';

/** The session's answer, with the deletion waiting while `due()` names its date. */
const account =
  (due: () => string | null): FakeAnswer =>
  () => {
    const at = due();
    return [200, maleeSession(at ? { deletion_due_at: at } : {})];
  };

const mailSettings: FakeAnswer = () => [
  200,
  { status: 'OK', result: { match: true, digest: true, subscription: true, warning: true } },
];

const kept: FakeAnswer = () => [
  200,
  { status: 'OK', ...said(MessageCode.deletionCancelled), deletion_due_at: null },
];

beforeEach(() => {
  resetBrowserInEnglish();
});

describe("the account page's Delete my account", () => {
  it('explains the 14 days, asks the password, and then shows the day with a way to keep the account', async () => {
    signInMalee();
    let due: string | null = null;
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: account(() => due),
      [routeOf(authCalls.mailSettingsGet)]: mailSettings,
      [routeOf(authCalls.deletionRequest)]: ({ body }) => {
        if ((body as { password: string }).password !== 'right password')
          return [400, { status: 'FAILED', ...said(MessageCode.wrongPassword) }];
        due = dueAt;
        return [
          200,
          {
            status: 'OK',
            ...said(MessageCode.deletionRequested, { date: '2026-03-15' }),
            deletion_due_at: dueAt,
          },
        ];
      },
      [routeOf(authCalls.deletionCancel)]: (call) => {
        due = null;
        return kept(call);
      },
    });
    renderAccountAt('/account');
    const section = await screen.findByRole('region', { name: 'Delete my account' }, wait);
    expect(section.textContent).toContain('deleted 14 days later');

    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in your password');
    expect(callsTo(calls, authCalls.deletionRequest)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'wrong password' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(
      () => expect(within(dialog).getByRole('alert').textContent).toBe(Messages.wrongPassword),
      wait,
    );

    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'right password' },
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const again = screen.getByRole('dialog', { name: 'Delete my account' });
    fireEvent.change(within(again).getByLabelText('Your password'), {
      target: { value: 'right password' },
    });
    // Enter in the password field confirms, as the button does.
    fireEvent.submit(within(again).getByLabelText('Your password'));
    expect(
      await screen.findByText(
        'Successfully: Your account will be deleted on 15 March 2026. Until then you can keep it: log in and choose Keep my account.',
        {},
        wait,
      ),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.deletionRequest).map((call) => call.body)).toEqual([
      { user_id: 1, password: 'wrong password' },
      { user_id: 1, password: 'right password' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const status = await within(section).findByRole('status', {}, wait);
    expect(status.textContent).toBe('Your account will be deleted on 15 March 2026');
    // The account page says it itself: no banner above it.
    expect(screen.queryByRole('complementary', { name: 'Account deletion' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Keep my account' }));
    expect(
      await screen.findByText(`Successfully: ${Messages.deletionCancelled}`, {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.deletionCancel).map((call) => call.body)).toEqual([
      { user_id: 1 },
    ]);
    await waitFor(
      () => expect(within(section).getByRole('button', { name: 'Delete my account' })).toBeTruthy(),
      wait,
    );
  });
});

describe('the deletion banner', () => {
  it('shows the day on every page while the deletion waits, and keeps the account in one tap', async () => {
    signInMalee();
    let due: string | null = dueAt;
    const calls = fakeApi({
      [routeOf(authCalls.sessionGet)]: account(() => due),
      [routeOf(authCalls.deletionCancel)]: (call) => {
        due = null;
        return kept(call);
      },
    });
    renderAccountAt('/about');
    const banner = await screen.findByRole('complementary', { name: 'Account deletion' }, wait);
    expect(within(banner).getByRole('status').textContent).toBe(
      'Your account will be deleted on 15 March 2026',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Keep my account' }));
    expect(
      await screen.findByText(`Successfully: ${Messages.deletionCancelled}`, {}, wait),
    ).toBeTruthy();
    expect(callsTo(calls, authCalls.deletionCancel).map((call) => call.body)).toEqual([
      { user_id: 1 },
    ]);
    await waitFor(
      () => expect(screen.queryByRole('complementary', { name: 'Account deletion' })).toBeNull(),
      wait,
    );
  });

  it("writes the day in the member's language", async () => {
    signInMalee();
    fakeApi({ [routeOf(authCalls.sessionGet)]: account(() => dueAt) });
    act(() => setLanguage('th'));
    renderAccountAt('/my-profile');
    const banner = await screen.findByRole('complementary', { name: 'การลบบัญชี' }, wait);
    expect(banner.textContent).toContain('บัญชีของคุณจะถูกลบในวันที่ 15 มีนาคม 2569');
    expect(within(banner).getByRole('button', { name: 'เก็บบัญชีของฉันไว้' })).toBeTruthy();
    expect(deletionDateText(dueAt, 'no')).toBe('15. mars 2026');
  });

  it('is not shown while no deletion waits', async () => {
    signInMalee();
    const calls = fakeApi({ [routeOf(authCalls.sessionGet)]: account(() => null) });
    renderAccountAt('/about');
    await waitFor(
      () => expect(callsTo(calls, authCalls.sessionGet).length).toBeGreaterThan(0),
      wait,
    );
    expect(screen.queryByRole('complementary', { name: 'Account deletion' })).toBeNull();
  });
});
