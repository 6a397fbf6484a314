import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileCalls, sensitiveConsent } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { logIn, profileAnswer, profileView, renderAt, resetBrowser } from '../testing';

const timeout = { timeout: 5000 };
const given = {
  version: sensitiveConsent.version,
  lang: 'en',
  text_hash: sensitiveConsent.hashes.en,
  at: '2026-03-14T09:30:00.000Z',
} as const;

const state =
  (withConsent: boolean): FakeAnswer =>
  () => [
    200,
    {
      status: 'OK',
      consent: withConsent ? given : null,
      log: withConsent ? [{ action: 'given', ...given }] : [],
    },
  ];

const region = () => screen.getByRole('region', { name: 'Privacy' });

describe('My Profile → Privacy', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows the consent given, and withdraws it after a confirmation saying what goes', async () => {
    let withdrawn = false;
    const calls = fakeApi({
      [routeOf(profileCalls.viewGet)]: profileAnswer(profileView()),
      [routeOf(profileCalls.photoRemovals)]: () => [200, { items: [] }],
      [routeOf(profileCalls.sensitiveConsentGet)]: (request) => state(!withdrawn)(request),
      [routeOf(profileCalls.sensitiveConsentWithdraw)]: () => {
        withdrawn = true;
        return [
          200,
          {
            status: 'OK',
            consent: null,
            log: [],
            message: 'Your consent is withdrawn',
            code: 'sensitiveConsentWithdrawn',
          },
        ];
      },
    });
    renderAt('/my-profile');
    await screen.findByText(/You agreed on 14 March 2026 \(consent version 1\)/, {}, timeout);
    fireEvent.click(within(region()).getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', {}, timeout);
    expect(dialog.textContent).toContain(
      'will be deleted at once, from your profile and from search',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(
      () => expect(callsTo(calls, profileCalls.sensitiveConsentWithdraw)).toHaveLength(1),
      timeout,
    );
    expect(callsTo(calls, profileCalls.sensitiveConsentWithdraw)[0]?.body).toEqual({ user_id: 7 });
    await screen.findByText(/You have not agreed to keep your ethnicity/, {}, timeout);
    // The profile is read again, without those answers.
    await waitFor(
      () => expect(callsTo(calls, profileCalls.viewGet).length).toBeGreaterThanOrEqual(2),
      timeout,
    );
  });
});
