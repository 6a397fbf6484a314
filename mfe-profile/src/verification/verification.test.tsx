import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { gatewayPaths, profileCalls, type VerificationState } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer } from '@dating/portal/testing';
import {
  logIn,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  uploaded,
  viewSection,
} from '../testing';

const state =
  (body: VerificationState): FakeAnswer =>
  () => [200, body];
const timeout = { timeout: 10000 };

function myProfileApi(status: VerificationState, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    [routeOf(profileCalls.viewGet)]: profileAnswer(
      profileView({ verified: status.state === 'verified' }),
    ),
    [routeOf(profileCalls.photoRemovals)]: () => [200, { items: [] }],
    [routeOf(profileCalls.verificationStatus)]: state(status),
    ...extra,
  });
}

describe("the 'Get verified' card on My Profile", () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('gives a code to hold up, then sends the uploaded selfie for review', async () => {
    const calls = myProfileApi(
      { state: 'none' },
      {
        [routeOf(profileCalls.verificationStart)]: state({
          state: 'started',
          code: 'K7MX3P',
          expires_at: '2030-01-01T00:00:00.000Z',
        }),
        [`POST ${gatewayPaths.upload}`]: () => [200, uploaded('selfie-file')],
        [routeOf(profileCalls.verificationSubmit)]: state({ state: 'pending' }),
      },
    );
    renderAt('/my-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Get a code' }, timeout));
    expect((await screen.findByLabelText('Your verification code', {}, timeout)).textContent).toBe(
      'K7MX3P',
    );
    fireEvent.change(screen.getByLabelText('Upload selfie'), {
      target: { files: [new File(['jpg'], 'selfie.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText('Your selfie is waiting for review.', {}, timeout)).toBeTruthy();
    expect(callsTo(calls, profileCalls.verificationSubmit).map((call) => call.body)).toEqual([
      { user_id: 7, img_file: 'selfie-file' },
    ]);
  });

  it('shows a rejection with its reason, and lets the member try again', async () => {
    myProfileApi(
      { state: 'rejected', reason: 'The code is not readable' },
      {
        [routeOf(profileCalls.verificationStart)]: state({
          state: 'started',
          code: 'AB34CD',
        }),
      },
    );
    renderAt('/my-profile');
    expect(
      await screen.findByText(
        'Your verification was not approved: The code is not readable',
        {},
        timeout,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText('Your verification code', {}, timeout)).textContent).toBe(
      'AB34CD',
    );
  });

  it('shows the verified badge on the profile, in words', async () => {
    myProfileApi({ state: 'verified' });
    renderAt('/my-profile');
    expect(await screen.findByText('Your photos are verified.', {}, timeout)).toBeTruthy();
    expect(screen.getByText('Verified photos')).toBeTruthy();
  });

  it('tells the member why an admin removed a photo, until dismissed', async () => {
    let items = [{ slot: 2, reason: 'Photos must show you' }];
    const calls = myProfileApi(
      { state: 'none' },
      {
        [routeOf(profileCalls.photoRemovals)]: () => [200, { items }],
        [routeOf(profileCalls.photoRemovalDismiss)]: () => {
          items = [];
          return [200, { ok: true }];
        },
      },
    );
    renderAt('/my-profile');
    expect(
      await screen.findByText('An admin removed your photo: Photos must show you', {}, timeout),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(
      () => expect(screen.queryByText(/An admin removed your photo/)).toBeNull(),
      timeout,
    );
    expect(callsTo(calls, profileCalls.photoRemovalDismiss).map((call) => call.body)).toEqual([
      { user_id: 7, slot: 2 },
    ]);
  });
});

describe('the badge on another member’s profile', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows Verified photos only for a verified member', async () => {
    const other = (verified: boolean) =>
      profileView({
        user_id: 12,
        is_owner: false,
        verified,
        sections: {
          USER_INFO: viewSection({ name: 'Malee' }),
          PERSON_INFO: null,
          FAVORITE_INFO: null,
          DATE_INFO: null,
        },
      });
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(other(true)) });
    const { unmount } = renderAt('/profile?id=12');
    expect(await screen.findByText('Verified photos', {}, timeout)).toBeTruthy();
    unmount();
    fakeApi({ [routeOf(profileCalls.viewGet)]: profileAnswer(other(false)) });
    renderAt('/profile?id=12');
    expect(await screen.findByRole('heading', { name: 'Malee' }, timeout)).toBeTruthy();
    expect(screen.queryByText('Verified photos')).toBeNull();
  });
});
