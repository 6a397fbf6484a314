import { fireEvent, screen, within } from '@testing-library/react';
import { recoveryCalls, type ResetRequestView } from '@dating/contracts';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { sentRequest } from '../admin/fixtures';
import { logIn, renderAdminPanel, resetBrowserInEnglish } from '../testing';
import AdminResetRequestsPanel from './AdminResetRequestsPanel';

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

const listAnswer =
  (requests: ResetRequestView[], hasMore = false) =>
  () =>
    [200, { status: 'OK', requests, page: 1, has_more: hasMore }] as [number, unknown];

/** The panel as the shell's admin area mounts it at /admin/reset-requests. */
const show = () => renderAdminPanel('/admin/reset-requests', <AdminResetRequestsPanel />);

describe('the password reset requests panel', () => {
  beforeEach(() => {
    resetBrowserInEnglish();
    logIn(1, 'A');
  });

  it('lists reset requests with their state, and no resend for a used link', async () => {
    const calls = fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([base, used]) });
    show();
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
    const calls = fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([{ ...base, state: 'expired' }]),
      [routeOf(recoveryCalls.resetLinkResend)]: () => [
        200,
        {
          status: 'OK',
          message: 'A new reset link has been sent',
          code: 'resetLinkResent',

          request: base,
        },
      ],
    });
    show();
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
    fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([base]),
      [routeOf(recoveryCalls.resetLinkResend)]: () => [
        503,
        {
          status: 'FAILED',
          message: 'The e-mail could not be sent. Please try again later.',
          code: 'resetMailFailed',
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: malee@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: The e-mail could not be sent. Please try again later.',
    );
  });

  it('says when there are no requests, and pages through many', async () => {
    fakeApi({ [routeOf(recoveryCalls.resetRequestsList)]: listAnswer([]) });
    const empty = show();
    expect(await screen.findByText('No password reset requests yet.')).toBeTruthy();
    empty.unmount();

    const calls = fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: (call) =>
        (call.body as { page: number }).page === 1
          ? listAnswer([base], true)()
          : listAnswer([used])(),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('nok@example.com')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(callsTo(calls, recoveryCalls.resetRequestsList).map((c) => c.body)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let up = false;
    fakeApi({
      [routeOf(recoveryCalls.resetRequestsList)]: () =>
        up
          ? listAnswer([base])()
          : [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ],
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('malee@example.com')).toBeTruthy();
  });
});
