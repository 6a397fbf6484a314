import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingCalls, MessageCode } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { formatDateTime } from '../format';
import { member, order, packages, payment, pkg } from '../fixtures';
import { failed, logIn, ok, pageAnswers, renderMyPackage, resetBrowser } from '../testing';

const subscribeButtons = () => screen.queryAllByRole('button', { name: /^Subscribe to / });
const activeMembership = {
  state: 'active',
  member_start: member().member_start,
  member_end: member().member_end,
} as const;

describe('/my-package', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('with no subscription: says so, and lists the packages with price, duration and Subscribe', async () => {
    const calls = fakeApi(pageAnswers({ packages }));
    renderMyPackage();
    expect(await screen.findByText('No Subscription')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Subscription');
    expect(screen.getByRole('button', { name: 'Purchase History' })).toBeTruthy();
    expect(screen.getByText(/does not renew by itself/)).toBeTruthy();

    const month = screen.getByRole('article', { name: '1 Month' });
    expect(month.textContent).toContain('990 Baht');
    expect(month.textContent).toContain('30 days');
    expect(month.textContent).toContain('See contact details for a month');
    expect(within(month).getByRole('button', { name: 'Subscribe to 1 Month' }).textContent).toBe(
      'Subscribe',
    );
    const months = screen.getByRole('article', { name: '3 Months' });
    expect(months.textContent).toContain('2,490 Baht');
    expect(months.textContent).toContain('90 days');
    expect(subscribeButtons()).toHaveLength(2);
    expect(screen.queryByText('Waiting admin for checking your subscription')).toBeNull();
    expect(callsTo(calls, billingCalls.ordersList)[0]?.body).toEqual({ user_id: 7 });
    expect(callsTo(calls, billingCalls.membershipsList)[0]?.body).toEqual({ user_id: 7 });
    expect(callsTo(calls, billingCalls.packagesList)[0]?.headers.authorization).toBe('Bearer jwt');
  });

  it('while active: Active in green with both dates, and no Subscribe', async () => {
    fakeApi(
      pageAnswers({
        packages,
        orders: [order({ purchase_status: 'AP' })],
        members: [member()],
        membership: activeMembership,
      }),
    );
    renderMyPackage();
    const state = await screen.findByText('Active');
    expect(state.className).toContain('subscription-status__state--active');
    const line = state.parentElement as HTMLElement;
    expect(line.textContent).toContain(`Activate Date: ${formatDateTime(member().member_start)}`);
    expect(line.textContent).toContain(`Expired Date: ${formatDateTime(member().member_end)}`);
    expect(screen.getByRole('article', { name: '1 Month' })).toBeTruthy();
    expect(subscribeButtons()).toHaveLength(0);
  });

  it('once expired: Expired in red with its dates, and Subscribe again', async () => {
    const old = member({ member_status: 'E' });
    fakeApi(
      pageAnswers({
        packages,
        members: [old],
        membership: { ...activeMembership, state: 'expired' },
      }),
    );
    renderMyPackage();
    const state = await screen.findByText('Expired');
    expect(state.className).toContain('subscription-status__state--expired');
    expect((state.parentElement as HTMLElement).textContent).toContain(
      `Expired Date: ${formatDateTime(old.member_end)}`,
    );
    expect(subscribeButtons()).toHaveLength(2);
  });

  it('while the admin checks a receipt (WA): the waiting notice, and no Subscribe', async () => {
    fakeApi(pageAnswers({ packages, orders: [order({ purchase_status: 'WA' })] }));
    renderMyPackage();
    expect(await screen.findByText('Waiting admin for checking your subscription')).toBeTruthy();
    expect(screen.getByText('An admin checks receipts within 24 hours.')).toBeTruthy();
    expect(screen.getByRole('article', { name: '3 Months' })).toBeTruthy();
    expect(subscribeButtons()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
  });

  it('with a WP order: the payment view with the package, the instructions and the QR code', async () => {
    const calls = fakeApi({
      ...pageAnswers({ packages, orders: [order()] }),
      [routeOf(billingCalls.paymentGet)]: ok({ payment }),
    });
    renderMyPackage();
    const qr = await screen.findByRole('img', {
      name: 'PromptPay QR code: 2,490 Baht to Thai Norwegian Dating Co.',
    });
    expect(qr.getAttribute('data-payload')).toBe(payment.qr_payload);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const view = screen.getByRole('region', { name: 'Payment' });
    expect(view.textContent).toContain('Please transfer 2,490 Baht to the PromptPay number');
    expect(view.textContent).toContain('PromptPay number0812345678');
    expect(view.textContent).toContain('Account nameThai Norwegian Dating Co.');
    const card = within(view).getByRole('article', { name: '3 Months' });
    expect(card.textContent).toContain('2,490 Baht');
    expect(card.textContent).toContain('90 days');
    expect(within(view).getByRole('button', { name: 'Attach Receipt' })).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Packages' })).toBeNull();
    expect(subscribeButtons()).toHaveLength(0);
    expect(callsTo(calls, billingCalls.paymentGet)[0]?.body).toEqual({ purchase_id: 11 });
  });

  it('with a rejected order (RJ): the reason, and the payment view to attach a new receipt', async () => {
    fakeApi({
      ...pageAnswers({
        packages,
        orders: [order({ purchase_status: 'RJ', reject_reason: 'The amount on the slip is 249' })],
      }),
      [routeOf(billingCalls.paymentGet)]: ok({ payment }),
    });
    renderMyPackage();
    expect(
      await screen.findByText(
        'An admin could not accept your receipt: The amount on the slip is 249',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please attach a new receipt and save again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach Receipt' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /PromptPay QR code/ })).toBeTruthy();
  });

  it('subscribes after confirmation, then shows the payment view', async () => {
    let ordered = false;
    const calls = fakeApi({
      ...pageAnswers({ packages }),
      [routeOf(billingCalls.ordersList)]: () => [
        200,
        { status: 'OK', result: ordered ? [order({ purchase_id: 21 })] : [] },
      ],
      [routeOf(billingCalls.orderCreate)]: () => {
        ordered = true;
        return [
          200,
          {
            status: 'OK',
            message:
              'Your purchase has been created. Please transfer the amount and attach the receipt.',
            code: 'orderCreated',

            id: 21,
          },
        ];
      },
      [routeOf(billingCalls.paymentGet)]: ok({ payment: { ...payment, purchase_id: 21 } }),
    });
    renderMyPackage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to 3 Months' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Subscription' });
    expect(dialog.textContent).toContain('Are you sure you want to subscribe to this package?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: Your purchase has been created.',
    );
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(callsTo(calls, billingCalls.orderCreate).map((call) => call.body)).toEqual([
      { user_id: 7, package_id: 2, purchase_amt: 2490 },
    ]);
    expect(callsTo(calls, billingCalls.paymentGet)[0]?.body).toEqual({ purchase_id: 21 });
  });

  it('does nothing when the subscription is not confirmed', async () => {
    const calls = fakeApi(pageAnswers({ packages }));
    renderMyPackage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to 1 Month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, billingCalls.orderCreate)).toHaveLength(0);
  });

  it('shows a refused order as an error', async () => {
    fakeApi({
      ...pageAnswers({ packages }),
      [routeOf(billingCalls.orderCreate)]: failed(409, MessageCode.orderOpen),
    });
    renderMyPackage();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to 1 Month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: You already have a purchase in progress.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'No packages available' when there are none, or the list cannot be had", async () => {
    fakeApi(pageAnswers({ packages: [] }));
    const empty = renderMyPackage();
    expect(await screen.findByText('No packages available')).toBeTruthy();
    empty.unmount();

    fakeApi({
      ...pageAnswers({}),
      [routeOf(billingCalls.packagesList)]: failed(503, MessageCode.serviceUnavailable),
    });
    renderMyPackage();
    expect(await screen.findByText('No packages available')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Error: Service unavailable');
    expect(screen.getByText('No Subscription')).toBeTruthy();
  });

  it('offers Retry when the subscription cannot be loaded', async () => {
    let up = false;
    fakeApi({
      ...pageAnswers({ packages }),
      [routeOf(billingCalls.membershipsList)]: () =>
        up
          ? [200, { status: 'OK', result: [], membership: { state: 'none' } }]
          : [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }],
    });
    renderMyPackage();
    expect(
      await screen.findByText('Your subscription could not be loaded: Service unavailable'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Error: Service unavailable');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Subscription')).toBeTruthy();
  });

  it('shows the loading state first, and sends visitors to /', async () => {
    fakeApi(pageAnswers({ packages }));
    const page = renderMyPackage();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByText('No Subscription');
    page.unmount();

    localStorage.clear();
    renderMyPackage();
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });

  it('speaks Thai', async () => {
    fakeApi(pageAnswers({ packages }));
    act(() => setLanguage('th'));
    renderMyPackage();
    expect(await screen.findByText('ยังไม่ได้สมัครสมาชิก')).toBeTruthy();
    expect(screen.getByRole('article', { name: '1 Month' }).textContent).toContain('990 บาท');
  });

  it('names and describes the packages in the member’s language, prices grouped as it writes them', async () => {
    const translated = [
      pkg({
        package_id: 3,
        name: '6 Months',
        name_th: '6 เดือน',
        name_no: '6 måneder',
        price: 1499,
        detail: 'Half a year of contact details.',
        detail_no: 'Et halvt år med kontaktopplysninger.',
        duration_days: 180,
      }),
    ];
    const calls = fakeApi(pageAnswers({ packages: translated }));
    act(() => setLanguage('no'));
    renderMyPackage();
    const norwegian = await screen.findByRole(
      'article',
      { name: '6 måneder' },
      { timeout: 10_000 },
    );
    expect(norwegian.textContent).toContain('1\u00a0499 baht');
    expect(norwegian.textContent).toContain('Et halvt år med kontaktopplysninger.');
    expect(within(norwegian).getByRole('button', { name: 'Abonner på 6 måneder' })).toBeTruthy();

    act(() => setLanguage('th'));
    const thai = screen.getByRole('article', { name: '6 เดือน' });
    expect(thai.textContent).toContain('1,499 บาท');
    // No Thai detail: the English one.
    expect(thai.textContent).toContain('Half a year of contact details.');

    act(() => setLanguage('en'));
    expect(screen.getByRole('article', { name: '6 Months' }).textContent).toContain('1,499 Baht');
    // The texts of every language came with the first answer.
    expect(callsTo(calls, billingCalls.packagesList)).toHaveLength(1);
  });

  it('writes the membership dates in one format, with the time zone named', async () => {
    fakeApi(
      pageAnswers({
        packages,
        orders: [order({ purchase_status: 'AP' })],
        members: [member()],
        membership: activeMembership,
      }),
    );
    act(() => setLanguage('th'));
    renderMyPackage();
    const state = await screen.findByText('ใช้งานอยู่', {}, { timeout: 10_000 });
    expect((state.parentElement as HTMLElement).textContent).toMatch(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} GMT([+-]\d{1,2}(:\d{2})?)?/,
    );
  });
});
