import { act, screen, within } from '@testing-library/react';
import { billingCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  fakeApi,
  logIn,
  renderRoutes,
  resetBrowser,
  routeOf,
  type FakeAnswer,
} from '@dating/portal/testing';
import AdminMemberBilling from './AdminMemberBilling';

const wait = { timeout: 10_000 };

const ok =
  (body: unknown): FakeAnswer =>
  () => [200, body];

describe('a member’s orders and memberships on the admin’s member page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    logIn(1, 'A');
  });

  it('shows the membership, the orders and the memberships', async () => {
    fakeApi({
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
    });
    renderRoutes('/admin/members/7', { '/admin/members/7': <AdminMemberBilling userId={7} /> });
    const billing = await screen.findByRole('region', { name: 'Orders and memberships' }, wait);
    expect(await within(billing).findByRole('cell', { name: 'Approved' }, wait)).toBeTruthy();
    expect(within(billing).getByText(/Active until/)).toBeTruthy();
    expect(within(billing).getByRole('cell', { name: '1 Month' })).toBeTruthy();
  });

  it('says when they cannot be loaded, with Retry', async () => {
    fakeApi({});
    renderRoutes('/admin/members/7', { '/admin/members/7': <AdminMemberBilling userId={7} /> });
    const billing = await screen.findByRole('region', { name: 'Orders and memberships' }, wait);
    expect(await within(billing).findByText('Service unavailable', undefined, wait)).toBeTruthy();
    expect(within(billing).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
