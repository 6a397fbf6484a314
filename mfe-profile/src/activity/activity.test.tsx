import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { heldAnswer, logIn, profileAnswer, profileView, renderAt, resetBrowser } from '../testing';

const timeout = { timeout: 10_000 };
const setting =
  (show: boolean): FakeAnswer =>
  () => [200, { status: 'OK', show_activity: show }];

function myProfileApi(answers: Record<string, FakeAnswer>) {
  return fakeApi({
    [routeOf(profileCalls.viewGet)]: profileAnswer(profileView()),
    [routeOf(profileCalls.photoRemovals)]: () => [200, { items: [] }],
    ...answers,
  });
}

/** My Profile, once the profile itself is shown. */
async function openMyProfile() {
  renderAt('/my-profile');
  await screen.findByRole('button', { name: 'Hide Profile' }, timeout);
}

const region = () => screen.getByRole('region', { name: 'Last active' });
const toggle = () =>
  screen.getByRole('checkbox', { name: 'Show when I was last active' }) as HTMLInputElement;

describe("'Show when I was last active' on My Profile", () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows the saved choice, with its hint', async () => {
    const calls = myProfileApi({ [routeOf(profileCalls.activitySettingGet)]: setting(false) });
    await openMyProfile();
    await screen.findByRole('checkbox', { name: 'Show when I was last active' }, timeout);
    expect(toggle().checked).toBe(false);
    expect(callsTo(calls, profileCalls.activitySettingGet).map((call) => call.body)).toEqual([
      { user_id: 7 },
    ]);
    const hint = document.getElementById(toggle().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'When this is off, others do not see when you were last active, and you do not see theirs.',
    );
  });

  it('saves each change at once, and says so', async () => {
    const calls = myProfileApi({
      [routeOf(profileCalls.activitySettingGet)]: setting(true),
      [routeOf(profileCalls.activitySettingSave)]: ({ body }) => [
        200,
        { status: 'OK', show_activity: (body as { show_activity: boolean }).show_activity },
      ],
    });
    await openMyProfile();
    await screen.findByRole('checkbox', { name: 'Show when I was last active' }, timeout);
    expect(toggle().checked).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().checked).toBe(false);
    await waitFor(
      () => expect(within(region()).getByRole('status').textContent).toBe('Saved'),
      timeout,
    );
    fireEvent.click(toggle());
    await waitFor(
      () => expect(callsTo(calls, profileCalls.activitySettingSave)).toHaveLength(2),
      timeout,
    );
    expect(callsTo(calls, profileCalls.activitySettingSave).map((call) => call.body)).toEqual([
      { user_id: 7, show_activity: false },
      { user_id: 7, show_activity: true },
    ]);
    await waitFor(() => expect(toggle().checked).toBe(true), timeout);
  });

  it('keeps the latest click when an earlier answer comes late', async () => {
    const first = heldAnswer([200, { status: 'OK', show_activity: false }]);
    let saves = 0;
    myProfileApi({
      [routeOf(profileCalls.activitySettingGet)]: setting(true),
      [routeOf(profileCalls.activitySettingSave)]: (call) =>
        ++saves === 1 ? first.answer(call) : [200, { status: 'OK', show_activity: true }],
    });
    await openMyProfile();
    await screen.findByRole('checkbox', { name: 'Show when I was last active' }, timeout);
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    await waitFor(
      () => expect(within(region()).getByRole('status').textContent).toBe('Saved'),
      timeout,
    );
    await act(async () => first.release());
    expect(toggle().checked).toBe(true);
  });

  it('puts the choice back and says why when it cannot be saved', async () => {
    myProfileApi({
      [routeOf(profileCalls.activitySettingGet)]: setting(true),
      [routeOf(profileCalls.activitySettingSave)]: () => [
        400,
        {
          status: 'FAILED',
          message: 'Say whether to show when you were last active',
          code: 'showActivityMissing',
        },
      ],
    });
    await openMyProfile();
    await screen.findByRole('checkbox', { name: 'Show when I was last active' }, timeout);
    fireEvent.click(toggle());
    const alert = await within(region()).findByRole('alert', {}, timeout);
    expect(alert.textContent).toBe(
      'Your choice could not be saved: Say whether to show when you were last active',
    );
    expect(toggle().checked).toBe(true);
    expect(within(region()).getByRole('status').textContent).toBe('');
  });

  it('says why the choice could not be loaded, and loads it again on Retry', async () => {
    let answer: FakeAnswer = () => [
      503,
      {
        status: 'FAILED',
        message: 'Service unavailable',
        code: 'serviceUnavailable',
      },
    ];
    myProfileApi({ [routeOf(profileCalls.activitySettingGet)]: (call) => answer(call) });
    await openMyProfile();
    expect(
      await within(await screen.findByRole('region', { name: 'Last active' }, timeout)).findByText(
        'Your choice could not be loaded: Service unavailable',
        {},
        timeout,
      ),
    ).toBeTruthy();
    answer = setting(true);
    fireEvent.click(within(region()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toggle().checked).toBe(true), timeout);
  });

  it.each([
    ['th', 'ซ่อนโปรไฟล์', 'แสดงว่าฉันใช้งานล่าสุดเมื่อไร'],
    ['no', 'Skjul profil', 'Vis når jeg sist var aktiv'],
  ] as const)('speaks %s', async (language, hideProfile, show) => {
    act(() => setLanguage(language));
    myProfileApi({ [routeOf(profileCalls.activitySettingGet)]: setting(true) });
    renderAt('/my-profile');
    await screen.findByRole('button', { name: hideProfile }, timeout);
    expect(await screen.findByRole('checkbox', { name: show }, timeout)).toBeTruthy();
  });
});
