import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authCalls,
  Messages,
  profileCalls,
  type AdminMemberResult,
  type AdminMembersSearchResult,
} from '@dating/contracts';
import { callsTo, fakeApi, renderRoutes, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { logIn, resetBrowserInEnglish } from '../testing';
import AdminMemberAccount from './AdminMemberAccount';
import AdminMemberProfile from './AdminMemberProfile';
import AdminMembersPanel from './AdminMembersPanel';

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
};

/** The admin's members at `path`, and a member's account and profile as /admin/members/:id has them. */
function show(path: string, onChanged = jest.fn()) {
  renderRoutes(path, {
    '/admin/members': <AdminMembersPanel />,
    '/admin/members/7': (
      <>
        <AdminMemberAccount userId={7} onChanged={onChanged} />
        <AdminMemberProfile userId={7} />
      </>
    ),
  });
  return onChanged;
}

describe('the admin’s members', () => {
  beforeEach(() => {
    resetBrowserInEnglish();
    logIn(1, 'A');
  });

  it('finds members and opens one’s page', async () => {
    const calls = fakeApi({ [routeOf(authCalls.adminMembersSearch)]: ok(found), ...memberAnswers });
    show('/admin/members');
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

  it('shows a member’s account and profile', async () => {
    fakeApi(memberAnswers);
    show('/admin/members/7');
    expect(await screen.findByRole('heading', { name: 'malee', level: 2 }, wait)).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Account' }, wait);
    expect(await within(account).findByText('malee@example.com', undefined, wait)).toBeTruthy();
    expect(within(account).getByText('ไทย')).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Nurse', undefined, wait)).toBeTruthy();
    expect(within(profile).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'Open the profile page' })).toBeTruthy();
  });

  it('deactivates a member with a reason, after asking', async () => {
    const calls = fakeApi({
      ...memberAnswers,
      [routeOf(authCalls.adminMemberDeactivate)]: ok({ ok: true }),
    });
    const onChanged = show('/admin/members/7');
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
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the service’s refusal to deactivate an administrator', async () => {
    fakeApi({
      ...memberAnswers,
      [routeOf(authCalls.adminMemberGet, { user_id: 7 })]: ok({ ...malee, role: 'A' }),
      [routeOf(authCalls.adminMemberDeactivate)]: () => [
        409,
        {
          status: 'FAILED',
          message: Messages.cannotDeactivateAdmin,
          code: 'cannotDeactivateAdmin',
        },
      ],
    });
    show('/admin/members/7');
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
    show('/admin/members/7');
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
