import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingCalls, gatewayPaths, type ReviewOrderView, MessageCode } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  pathOf,
  routeOf,
  type FakeAnswer,
  type FakeCall,
} from '@dating/portal/testing';
import { packages, pkg, review } from '../fixtures';
import { failed, logIn, ok, renderAdminPanel, resetBrowser } from '../testing';

const listPath = pathOf(billingCalls.reviewList);
const packagesPath = pathOf(billingCalls.packagesAll);
const noSlip = review({
  purchase_id: 12,
  username: 'nok',
  slip_bank: null,
  slip_reference: null,
  receipt_url: gatewayPaths.receipt('missing'),
});

/** The fake API, plus receipts served as images (fetch as a blob) to the admin's credentials. */
function api(answers: Record<string, FakeAnswer>): FakeCall[] {
  const calls = fakeApi({ [`POST ${packagesPath}`]: ok({ result: packages }), ...answers });
  const apiFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path !== review().receipt_url) return apiFetch(input, init);
    calls.push({
      method: 'GET',
      path,
      headers: init?.headers as Record<string, string>,
      body: null,
    });
    return {
      ok: true,
      status: 200,
      blob: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
    } as Response;
  });
  return calls;
}

const listed = (orders: ReviewOrderView[], hasMore = false): [number, unknown] => [
  200,
  { status: 'OK', result: orders, page: 1, has_more: hasMore },
];
const list =
  (orders: ReviewOrderView[], hasMore = false): FakeAnswer =>
  () =>
    listed(orders, hasMore);

describe('the admin purchases panel', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(1, 'A');
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    act(() => setLanguage('en'));
  });

  it('lists the receipts waiting for a check, with slip reference and receipt image', async () => {
    const calls = api({ [`POST ${listPath}`]: list([review(), noSlip]) });
    renderAdminPanel();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Purchases');
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    const rows = within(await within(receipts).findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('malee');
    expect(rows[1]?.textContent).toContain('3 Months');
    expect(rows[1]?.textContent).toContain('2,490 Baht');
    expect(rows[1]?.textContent).toContain('Bank 004, reference 2026030112345');
    expect(rows[2]?.textContent).toContain('No slip QR');
    expect(
      screen.getByRole('button', { name: 'Waiting for check' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(callsTo(calls, listPath)[0]?.body).toEqual({ status: 'WA', page: 1 });

    const thumb = await screen.findByRole('button', { name: 'Show the receipt of malee' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('blob:receipt');
    const [receipt] = callsTo(calls, review().receipt_url ?? '');
    expect(receipt?.headers).toMatchObject({
      'x-api-key': 'test-key',
      authorization: 'Bearer jwt',
    });
    // A receipt that cannot be read is an empty box.
    expect(await screen.findByRole('img', { name: 'Receipt of nok' })).toBeTruthy();

    fireEvent.click(thumb);
    const large = screen.getByRole('dialog', { name: 'Receipt of malee' });
    expect(within(large).getByRole('img', { name: 'Receipt of malee' }).getAttribute('src')).toBe(
      'blob:receipt',
    );
  });

  it("flags a receipt that looks like an earlier order's, with that order's receipt", async () => {
    const earlierReceipt = gatewayPaths.receipt('0b5e2f1c-7d3a-4c2b-9e8f-1a2b3c4d5e6f');
    const reused = review({
      purchase_id: 15,
      username: 'fon',
      likely_reuse: { purchase_id: 7, receipt_url: earlierReceipt },
    });
    const calls = api({ [`POST ${listPath}`]: list([reused, noSlip]) });
    renderAdminPanel();
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    const rows = within(await within(receipts).findByRole('table')).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('note').textContent).toBe(
      'Likely reuse of order #7',
    );
    expect(within(rows[2] as HTMLElement).queryByRole('note')).toBeNull();
    expect(
      await within(rows[1] as HTMLElement).findByRole('img', { name: 'Receipt of order #7' }),
    ).toBeTruthy();
    expect(callsTo(calls, earlierReceipt)).not.toHaveLength(0);

    act(() => setLanguage('th'));
    expect(within(rows[1] as HTMLElement).getByRole('note').textContent).toBe(
      'น่าจะเป็นใบเสร็จเดียวกับคำสั่งซื้อ #7',
    );
    act(() => setLanguage('no'));
    expect(within(rows[1] as HTMLElement).getByRole('note').textContent).toBe(
      'Trolig gjenbruk fra ordre #7',
    );
  });

  it('approves after confirmation, then lists again', async () => {
    let decided = false;
    const calls = api({
      [`POST ${listPath}`]: () => listed(decided ? [] : [review()]),
      [routeOf(billingCalls.orderApprove)]: () => {
        decided = true;
        return [
          200,
          {
            status: 'OK',
            message: 'The purchase has been approved',
            code: 'orderApproved',

            order: review({ purchase_status: 'AP' }),
          },
        ];
      },
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve: malee' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Purchase' });
    expect(dialog.textContent).toContain('Approve 3 Months (2,490 Baht) for malee?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: The purchase has been approved',
    );
    expect(await screen.findByText('No purchases here.')).toBeTruthy();
    expect(callsTo(calls, billingCalls.orderApprove).map((c) => c.body)).toEqual([
      { purchase_id: 11 },
    ]);
    expect(callsTo(calls, listPath)).toHaveLength(2);
  });

  it('rejects only with a reason', async () => {
    const calls = api({
      [`POST ${listPath}`]: list([review()]),
      [routeOf(billingCalls.orderReject)]: ok({
        message: 'The purchase has been rejected',
        code: 'orderRejected',
        order: review({ purchase_status: 'RJ' }),
      }),
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject: malee' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Purchase' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(dialog.textContent).toContain('Please give the reason for the rejection');
    expect(callsTo(calls, billingCalls.orderReject)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' The slip shows 249 Baht ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: The purchase has been rejected',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, billingCalls.orderReject).map((c) => c.body)).toEqual([
      { purchase_id: 11, reason: 'The slip shows 249 Baht' },
    ]);
    await waitFor(() => expect(callsTo(calls, listPath)).toHaveLength(2));
  });

  it('shows a refused decision as an error', async () => {
    api({
      [`POST ${listPath}`]: list([review()]),
      [routeOf(billingCalls.orderApprove)]: failed(409, MessageCode.orderNotWaiting),
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve: malee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This purchase is not waiting for a check',
    );
  });

  it('shows approved and rejected orders, and pages through many', async () => {
    const calls = api({
      [`POST ${listPath}`]: (call) => {
        const { status, page } = call.body as { status: string; page: number };
        if (status === 'AP')
          return listed([
            review({ purchase_status: 'AP', purchase_approve_date: '2026-03-02T08:00:00Z' }),
          ]);
        if (status === 'RJ')
          return listed([review({ purchase_status: 'RJ', reject_reason: 'Blurry slip' })]);
        return page === 1 ? listed([review()], true) : listed([noSlip]);
      },
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('nok')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('Blurry slip')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve: malee' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByRole('columnheader', { name: 'Approval Date' })).toBeTruthy();
    expect(callsTo(calls, listPath).map((call) => call.body)).toEqual([
      { status: 'WA', page: 1 },
      { status: 'WA', page: 2 },
      { status: 'RJ', page: 1 },
      { status: 'AP', page: 1 },
    ]);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let up = false;
    api({
      [`POST ${listPath}`]: () =>
        up
          ? listed([review()])
          : [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }],
    });
    renderAdminPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('malee')).toBeTruthy();
  });

  it('edits a package and adds one', async () => {
    const calls = api({
      [`POST ${listPath}`]: list([]),
      [routeOf(billingCalls.packageSave)]: (call) => {
        const body = call.body as { package_id?: number; name: string; price: number };
        return [
          200,
          {
            status: 'OK',
            message: 'The package has been saved',
            code: 'packageSaved',

            package: pkg({ ...body, package_id: body.package_id ?? 5, detail: null }),
          },
        ];
      },
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 1 Month' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    expect((within(dialog).getByLabelText('Price (Baht)') as HTMLInputElement).value).toBe('990');
    fireEvent.change(within(dialog).getByLabelText('Price (Baht)'), { target: { value: '890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: The package has been saved',
    );
    expect(screen.getByRole('cell', { name: '890' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    dialog = screen.getByRole('dialog', { name: 'Add Package' });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(English/), {
      target: { value: '12 Months' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (Thai)'), {
      target: { value: '12 เดือน' },
    });
    fireEvent.change(within(dialog).getByLabelText('Detail (Norwegian)'), {
      target: { value: 'Et helt år.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dialog.textContent).toContain('The price must be a whole number of Baht, at least 1');
    fireEvent.change(within(dialog).getByLabelText('Price (Baht)'), { target: { value: '8900' } });
    fireEvent.change(within(dialog).getByLabelText('Duration (days)'), {
      target: { value: '365' },
    });
    fireEvent.click(within(dialog).getByLabelText('On sale'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: '12 Months' })).toBeTruthy();

    expect(callsTo(calls, billingCalls.packageSave).map((call) => call.body)).toEqual([
      {
        package_id: 1,
        name: '1 Month',
        name_th: null,
        name_no: null,
        price: 890,
        duration_days: 30,
        detail: 'See contact details for a month',
        detail_th: null,
        detail_no: null,
        active_flag: 'Y',
      },
      {
        name: '12 Months',
        name_th: '12 เดือน',
        name_no: null,
        price: 8900,
        duration_days: 365,
        detail: null,
        detail_th: null,
        detail_no: 'Et helt år.',
        active_flag: 'N',
      },
    ]);
  });
  it('lists the packages taken off sale too, and puts one back on sale', async () => {
    const offSale = pkg({
      package_id: 3,
      name: 'Weekend',
      price: 49,
      detail: null,
      active_flag: 'N',
    });
    const calls = api({
      [`POST ${listPath}`]: list([]),
      [`POST ${packagesPath}`]: ok({ result: [offSale, ...packages] }),
      [routeOf(billingCalls.packageSave)]: (call) => [
        200,
        {
          status: 'OK',
          message: 'The package has been saved',
          code: 'packageSaved',

          package: { ...offSale, ...(call.body as object) },
        },
      ],
    });
    renderAdminPanel();
    const editor = screen.getByRole('region', { name: 'Packages' });
    expect(editor.textContent).toContain('a package taken off sale can be put back on sale here');
    const rows = within(await within(editor).findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringMatching(/^Weekend.*No/),
      expect.stringMatching(/^1 Month.*Yes/),
      expect.stringMatching(/^3 Months.*Yes/),
    ]);
    expect(callsTo(calls, packagesPath).map((call) => call.body)).toEqual([{}]);
    expect(callsTo(calls, billingCalls.packagesList)).toHaveLength(0);

    fireEvent.click(within(editor).getByRole('button', { name: 'Edit Weekend' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    const onSale = within(dialog).getByLabelText('On sale') as HTMLInputElement;
    expect(onSale.checked).toBe(false);
    fireEvent.click(onSale);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Successfully: The package has been saved',
    );
    expect(callsTo(calls, billingCalls.packageSave).map((call) => call.body)).toEqual([
      {
        package_id: 3,
        name: 'Weekend',
        name_th: null,
        name_no: null,
        price: 49,
        duration_days: 30,
        detail: null,
        detail_th: null,
        detail_no: null,
        active_flag: 'Y',
      },
    ]);
    const weekend = within(editor).getByRole('cell', { name: 'Weekend' }).closest('tr');
    expect(weekend?.textContent).toMatch(/Yes/);
  });
});

describe('deciding on a receipt', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(1, 'A');
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    act(() => setLanguage('en'));
  });

  it('says to give a reason, at each press of Reject without one, with the cursor in the box', async () => {
    const calls = api({ [`POST ${listPath}`]: list([review()]) });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject: malee' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Purchase' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('Please give the reason for the rejection');
    const box = within(dialog).getByLabelText('Reason');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).not.toBe(alert);
    expect(callsTo(calls, billingCalls.orderReject)).toHaveLength(0);

    act(() => setLanguage('th'));
    expect(within(dialog).getByRole('alert').textContent).toBe('กรุณาระบุเหตุผลของการปฏิเสธ');
    act(() => setLanguage('no'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Oppgi begrunnelsen for avvisningen',
    );
  });

  it('approves from the enlarged receipt, after confirmation', async () => {
    const calls = api({
      [`POST ${listPath}`]: list([review()]),
      [routeOf(billingCalls.orderApprove)]: ok({
        message: 'The purchase has been approved',
        code: 'orderApproved',
        order: review({ purchase_status: 'AP' }),
      }),
    });
    renderAdminPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show the receipt of malee' }, { timeout: 10_000 }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Receipt of malee' });
    expect(within(viewer).getByRole('img', { name: 'Receipt of malee' })).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('dialog', { name: 'Receipt of malee' })).toBeNull();
    const confirm = screen.getByRole('dialog', { name: 'Approve Purchase' });
    expect(confirm.textContent).toContain('Approve 3 Months (2,490 Baht) for malee?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain(
      'Successfully: The purchase has been approved',
    );
    expect(callsTo(calls, billingCalls.orderApprove).map((c) => c.body)).toEqual([
      { purchase_id: 11 },
    ]);
  });

  it('rejects from the enlarged receipt with a reason', async () => {
    const calls = api({
      [`POST ${listPath}`]: list([review()]),
      [routeOf(billingCalls.orderReject)]: ok({
        message: 'The purchase has been rejected',
        code: 'orderRejected',
        order: review({ purchase_status: 'RJ' }),
      }),
    });
    renderAdminPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show the receipt of malee' }, { timeout: 10_000 }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Receipt of malee' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Purchase' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The slip shows 249 Baht' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain(
      'Successfully: The purchase has been rejected',
    );
    expect(callsTo(calls, billingCalls.orderReject).map((c) => c.body)).toEqual([
      { purchase_id: 11, reason: 'The slip shows 249 Baht' },
    ]);
  });

  it('shows no decision beside a receipt already decided', async () => {
    api({
      [`POST ${listPath}`]: (call) =>
        (call.body as { status: string }).status === 'RJ'
          ? listed([review({ purchase_status: 'RJ', reject_reason: 'Blurry slip' })])
          : listed([]),
    });
    renderAdminPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Rejected' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show the receipt of malee' }, { timeout: 10_000 }),
    );
    const viewer = screen.getByRole('dialog', { name: 'Receipt of malee' });
    expect(within(viewer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
