import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recoveryCalls, type ResetRequestView } from '@dating/contracts';
import { setLanguage, translationGaps } from '@dating/portal';
import { callsTo, routeOf } from '@dating/portal/testing';
import type { RemoteLoader } from '../remotes/loader';
import { fakeApi, fakeRemotePage, renderApp, resetBrowser } from '../testing';
import { sentRequest } from './testing';
import { adminTranslations } from './translations';

const base = sentRequest;
const used: ResetRequestView = {
  ...base,
  request_id: 2,
  username: 'nok',
  email: 'nok@example.com',
  lang: 'no',
  state: 'used',
  used_at: '2026-03-01T10:05:00.000Z',
};

function logInAs(role: 'A' | 'U') {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', role);
}

const listAnswer =
  (requests: ResetRequestView[], hasMore = false) =>
  () =>
    [200, { status: 'OK', requests, page: 1, has_more: hasMore }] as [number, unknown];

describe('the admin area', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('is linked from the profile menu for admins only', async () => {
    fakeApi();
    logInAs('U');
    const member = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
    member.unmount();

    logInAs('A');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Administration' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });

  it('sends visitors to / and tells members it is for administrators', async () => {
    fakeApi();
    const visitor = renderApp('/admin');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    visitor.unmount();
    logInAs('U');
    renderApp('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Administrators only');
  });

  it('lists reset requests with their state, and no resend for a used link', async () => {
    logInAs('A');
    const calls = fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([base, used]) });
    renderApp('/admin/reset-requests');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('malee@example.com');
    expect(rows[1]?.textContent).toContain('ไทย');
    expect(rows[1]?.textContent).toContain('Sent');
    expect(rows[2]?.textContent).toContain('Used');
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: /Send again/ }),
    ).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(callsTo(calls, recoveryCalls.resetRequestsList)[0]?.body).toEqual({
      page: 1,
    });
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a link again after confirming, and shows the new state', async () => {
    logInAs('A');
    const calls = fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([{ ...base, state: 'expired' }]),
      [routeOf(recoveryCalls.resetLinkResend)]: () => [
        200,
        { status: 'OK', message: 'A new reset link has been sent', request: base },
      ],
    });
    renderApp('/admin/reset-requests');
    expect(await screen.findByText('Expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again: malee@example.com' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Send a new reset link to malee@example.com? The link sent before will stop working.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: A new reset link has been sent',
    );
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.queryByText('Expired')).toBeNull();
    expect(callsTo(calls, recoveryCalls.resetLinkResend)[0]?.body).toEqual({
      request_id: 1,
    });
  });

  it('shows a failed resend as an error', async () => {
    logInAs('A');
    fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([base]),
      [routeOf(recoveryCalls.resetLinkResend)]: () => [
        503,
        { status: 'FAILED', message: 'The e-mail could not be sent. Please try again later.' },
      ],
    });
    renderApp('/admin/reset-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: malee@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: The e-mail could not be sent. Please try again later.',
    );
  });

  it('says when there are no requests, and pages through many', async () => {
    logInAs('A');
    fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([]) });
    const empty = renderApp('/admin/reset-requests');
    expect(await screen.findByText('No password reset requests yet.')).toBeTruthy();
    empty.unmount();

    const calls = fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: (call) =>
        (call.body as { page: number }).page === 1
          ? listAnswer([base], true)()
          : listAnswer([used])(),
    });
    renderApp('/admin/reset-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('nok@example.com')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(callsTo(calls, recoveryCalls.resetRequestsList).map((c) => c.body)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    logInAs('A');
    let up = false;
    fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: () =>
        up ? listAnswer([base])() : [503, { status: 'FAILED', message: 'Service unavailable' }],
    });
    renderApp('/admin/reset-requests');
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('malee@example.com')).toBeTruthy();
  });

  it("mounts the subscription remote's purchases panel under its own menu item", async () => {
    logInAs('A');
    fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([]) });
    const loadRemote = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () =>
      fakeRemotePage('Purchases panel'),
    );
    renderApp('/admin', loadRemote);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Purchases' }));
    expect(await screen.findByRole('heading', { name: 'Purchases panel' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/purchases');
    expect(within(nav).getByRole('link', { name: 'Purchases' }).className).toContain('active');
    expect(loadRemote).toHaveBeenCalledWith('subscription', './AdminPurchasesPanel');
  });

  it('keeps the admin area working when the subscription remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logInAs('A');
    fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([base]) });
    renderApp('/admin/purchases', async () => {
      throw new Error('Failed to fetch /remotes/subscription/mf-manifest.json');
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(
      'This page is not available right now',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Password reset requests' }));
    expect(await screen.findByText('malee@example.com')).toBeTruthy();
    jest.restoreAllMocks();
  });

  it('has every admin text in th and no', () => {
    expect(translationGaps(adminTranslations)).toEqual([]);
  });
});
