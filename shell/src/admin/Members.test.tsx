import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authCalls,
  billingCalls,
  interestCalls,
  Messages,
  profileCalls,
  type AdminMemberResult,
  type AdminMembersSearchResult,
} from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../testing';

const wait = { timeout: 10_000 };

const malee: AdminMemberResult = {
  user_id: 7,
  username: 'malee',
  email: 'malee@example.com',
  role: 'U',
  active: true,
  deactivation_reason: null,
  deactivated_at: null,
  created_at: '2026-01-05T08:00:00.000Z',
  last_login_at: '2026-02-28T09:30:00.000Z',
  language: 'th',
};

const found: AdminMembersSearchResult = {
  members: [
    {
      user_id: 7,
      username: 'malee',
      email: 'malee@example.com',
      name: 'Malee',
      active: true,
      created_at: malee.created_at,
      last_login_at: malee.last_login_at,
    },
  ],
  total: 1,
};

const ok =
  (body: unknown): FakeAnswer =>
  () => [200, body];

const memberAnswers: Record<string, FakeAnswer> = {
  [routeOf(authCalls.adminMemberGet, { user_id: 7 })]: ok(malee),
  [routeOf(profileCalls.adminViewGet)]: ok({
    status: 'OK',
    profile: {
      user_id: 7,
      is_owner: false,
      active_flag: 'Y',
      age: 30,
      sections: {
        USER_INFO: {
          values: { name: 'Malee', country: 'Thailand', occupation: 'Nurse', caption: null },
          hidden: [],
        },
        PERSON_INFO: null,
        FAVORITE_INFO: null,
        DATE_INFO: null,
      },
      contact_visible: false,
      photos: [
        {
          img_seq: 1,
          url: '/api/files/photos/a',
          card_url: '/api/files/photos/a/card',
          img_type: 'image/webp',
          img_size: 10,
        },
      ],
      verified: true,
    },
  }),
  [routeOf(billingCalls.adminMemberBilling)]: ok({
    orders: [
      {
        purchase_id: 3,
        user_id: 7,
        package_id: 1,
        package_name: '1 Month',
        purchase_amt: 299,
        purchase_date: '2026-02-01T08:00:00.000Z',
        purchase_status: 'AP',
        purchase_approve_date: '2026-02-02T08:00:00.000Z',
        purchase_receipt: '2026-02-01T09:00:00.000Z',
        purchase_img_file: null,
        purchase_img_type: null,
        purchase_img_size: null,
        receipt_url: null,
        reject_reason: null,
      },
    ],
    memberships: [
      {
        member_id: 1,
        purchase_id: 3,
        package_id: 1,
        member_status: 'N',
        member_start: '2026-02-02T08:00:00.000Z',
        member_end: '2026-03-04T08:00:00.000Z',
        create_datetime: '2026-02-02T08:00:00.000Z',
      },
    ],
    membership: {
      state: 'active',
      member_start: '2026-02-02T08:00:00.000Z',
      member_end: '2026-03-04T08:00:00.000Z',
    },
  }),
  [routeOf(interestCalls.adminMemberSafety)]: ok({
    reports_made: [],
    reports_received: [
      {
        report_id: 1,
        other_user_id: 9,
        other_name: 'Erik',
        reason: 'scam',
        text: 'Asked me for money',
        status: 'open',
        created_at: '2026-02-20T08:00:00.000Z',
      },
    ],
    blocks_made: 0,
    blocked_by: 2,
  }),
};

function logInAsAdmin() {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('user_id', '1');
  localStorage.setItem('role', 'A');
}

describe('the admin’s members', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    logInAsAdmin();
  });

  it('finds members and opens one’s page', async () => {
    const calls = fakeApi({ [routeOf(authCalls.adminMembersSearch)]: ok(found), ...memberAnswers });
    renderApp('/admin/members');
    fireEvent.change(
      await screen.findByLabelText('Name, username, e-mail or id', undefined, wait),
      {
        target: { value: ' malee ' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText('1 member found', undefined, wait)).textContent).toBeTruthy();
    expect(callsTo(calls, authCalls.adminMembersSearch)[0]?.body).toEqual({
      query: 'malee',
      page: 1,
    });
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('malee@example.com');
    expect(row.textContent).toContain('Active');
    fireEvent.click(within(row).getByRole('link', { name: 'malee' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/members/7'),
    );
    expect(await screen.findByRole('heading', { name: 'malee', level: 2 }, wait)).toBeTruthy();
  });

  it('shows a member’s account, profile, billing, reports and blocks', async () => {
    fakeApi(memberAnswers);
    renderApp('/admin/members/7');
    const account = await screen.findByRole('region', { name: 'Account' }, wait);
    expect(await within(account).findByText('malee@example.com', undefined, wait)).toBeTruthy();
    expect(within(account).getByText('ไทย')).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Nurse', undefined, wait)).toBeTruthy();
    expect(within(profile).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    const billing = screen.getByRole('region', { name: 'Orders and memberships' });
    expect(await within(billing).findByRole('cell', { name: 'Approved' }, wait)).toBeTruthy();
    expect(within(billing).getByText(/Active until/)).toBeTruthy();
    const safety = screen.getByRole('region', { name: 'Reports and blocks' });
    expect(await within(safety).findByText('Asked me for money', undefined, wait)).toBeTruthy();
    expect(within(safety).getByText('Scam or asking for money')).toBeTruthy();
    expect(within(safety).getByRole('link', { name: 'Erik' }).getAttribute('href')).toBe(
      '/admin/members/9',
    );
  });

  it('shows a section that cannot be loaded as its own error, the rest still there', async () => {
    fakeApi({
      ...memberAnswers,
      [routeOf(interestCalls.adminMemberSafety)]: () => [
        503,
        { status: 'FAILED', message: 'Service unavailable' },
      ],
    });
    renderApp('/admin/members/7');
    const safety = await screen.findByRole('region', { name: 'Reports and blocks' }, wait);
    expect(await within(safety).findByText('Service unavailable', undefined, wait)).toBeTruthy();
    expect(within(safety).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText('malee@example.com', undefined, wait)).toBeTruthy();
  });

  it('deactivates a member with a reason, after asking', async () => {
    const calls = fakeApi({
      ...memberAnswers,
      [routeOf(authCalls.adminMemberDeactivate)]: ok({ ok: true }),
    });
    renderApp('/admin/members/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, wait));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate malee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason.');
    expect(callsTo(calls, authCalls.adminMemberDeactivate)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the member)'), {
      target: { value: 'Asked members for money' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'malee has been deactivated',
    );
    expect(callsTo(calls, authCalls.adminMemberDeactivate)[0]?.body).toEqual({
      user_id: 7,
      reason: 'Asked members for money',
    });
    expect(screen.getByText('Deactivated', { selector: '.admin-state' })).toBeTruthy();
    expect(screen.getByText('Asked members for money')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('shows the service’s refusal to deactivate an administrator', async () => {
    fakeApi({
      ...memberAnswers,
      [routeOf(authCalls.adminMemberGet, { user_id: 7 })]: ok({ ...malee, role: 'A' }),
      [routeOf(authCalls.adminMemberDeactivate)]: () => [
        409,
        { status: 'FAILED', message: Messages.cannotDeactivateAdmin },
      ],
    });
    renderApp('/admin/members/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, wait));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the member)'), {
      target: { value: 'Test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'An administrator account cannot be deactivated',
    );
    expect(screen.getByText('Administrator')).toBeTruthy();
  });

  it('reactivates a member and sends a reset link, each after confirming', async () => {
    const calls = fakeApi({
      ...memberAnswers,
      [routeOf(authCalls.adminMemberGet, { user_id: 7 })]: ok({
        ...malee,
        active: false,
        deactivation_reason: 'Spam',
        deactivated_at: '2026-02-27T08:00:00.000Z',
      }),
      [routeOf(authCalls.adminMemberReactivate)]: ok({ ok: true }),
      [routeOf(authCalls.adminMemberResetLink)]: ok({ ok: true }),
    });
    renderApp('/admin/members/7');
    expect(await screen.findByText('Spam', undefined, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'malee has been reactivated',
    );
    expect(callsTo(calls, authCalls.adminMemberReactivate)[0]?.body).toEqual({ user_id: 7 });
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Send a password reset link to malee@example.com?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(
      () => expect(callsTo(calls, authCalls.adminMemberResetLink)[0]?.body).toEqual({ user_id: 7 }),
      wait,
    );
    expect(
      await screen.findByText(
        /A password reset link has been sent to malee@example.com/,
        undefined,
        wait,
      ),
    ).toBeTruthy();
  });
});
