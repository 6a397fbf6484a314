import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingCalls, gatewayPaths, MessageCode } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, routeOf, type FakeAnswer, type FakeCall } from '@dating/portal/testing';
import { order, packages, payment } from '../fixtures';
import { failed, logIn, ok, pageAnswers, renderMyPackage, resetBrowser } from '../testing';

const receiptFile = () => new File(['jpeg bytes'], 'slip.jpg', { type: 'image/jpeg' });
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Attach Receipt'), { target: { files: [file] } });
const fileId = '5a0a3c3e-8d0b-4a43-9d0e-6a1cbb3f1a11';

/** A member with a WP order; after a save the order waits for the admin, after a removal it is gone. */
function api(extra: Record<string, FakeAnswer> = {}) {
  let orders = [order()];
  return fakeApi({
    ...pageAnswers({ packages }),
    [routeOf(billingCalls.ordersList)]: () => [200, { status: 'OK', result: orders }],
    [routeOf(billingCalls.paymentGet)]: ok({ payment }),
    [`POST ${gatewayPaths.receiptUpload}`]: ok({
      message: 'The image has been uploaded',
      code: 'imageUploaded',
      fileId,
      contentType: 'image/jpeg',
      fileSize: 10,
    }),
    [routeOf(billingCalls.receiptAttach)]: () => {
      orders = [order({ purchase_status: 'WA' })];
      return [
        200,
        {
          status: 'OK',
          message: 'Your receipt has been saved. An admin will check it soon.',
          code: 'receiptSaved',
        },
      ];
    },
    [routeOf(billingCalls.orderRemove)]: () => {
      orders = [];
      return [
        200,
        { status: 'OK', message: 'Your purchase has been removed', code: 'orderRemoved' },
      ];
    },
    ...extra,
  });
}

async function openPayment() {
  renderMyPackage();
  await screen.findByRole('img', { name: /PromptPay QR code/ }, { timeout: 10_000 });
}

function confirm(title: string, text: string) {
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog.textContent).toContain(text);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the payment view', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('will not save without a receipt', async () => {
    const calls = api();
    await openPayment();
    expect(screen.getByText('No receipt attached yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Please attach the receipt',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, gatewayPaths.receiptUpload)).toHaveLength(0);
    expect(callsTo(calls, billingCalls.receiptAttach)).toHaveLength(0);
  });

  it('takes images only, shows a preview, and lets the photo be removed', async () => {
    api();
    await openPayment();
    expect(screen.getByLabelText('Attach Receipt').getAttribute('accept')).toBe('image/*');

    pick(new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Please choose a JPEG, PNG or WebP image',
    );
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).toBeNull();

    pick(receiptFile());
    const preview = screen.getByRole('img', { name: 'Receipt preview' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(screen.getByRole('img', { name: 'Receipt preview' }).getAttribute('src')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.getByText('No receipt attached yet.')).toBeTruthy();
  });

  it('saves after confirmation: uploads the receipt with progress, attaches it, then waits for the admin', async () => {
    let release = () => {};
    const uploaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = api({
      [`POST ${gatewayPaths.receiptUpload}`]: async () => {
        await uploaded;
        return [
          200,
          { status: 'OK', message: 'Uploaded', fileId, contentType: 'image/jpeg', fileSize: 10 },
        ];
      },
    });
    await openPayment();
    pick(receiptFile());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    confirm('Confirm Save', 'Are you sure you want to save this purchase?');

    const progress = await screen.findByRole('progressbar', { name: 'Uploading receipt' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    act(() => release());
    expect(await screen.findByText('Waiting admin for checking your subscription')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully: Your receipt has been saved. An admin will check it soon.',
    );
    expect(screen.queryByRole('button', { name: /^Subscribe to/ })).toBeNull();

    const [upload] = callsTo(calls, gatewayPaths.receiptUpload);
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.authorization).toBe('Bearer jwt');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    const attach = callsTo(calls, billingCalls.receiptAttach);
    expect(attach).toHaveLength(1);
    expect(attach[0]?.body).toMatchObject({
      purchase_id: 11,
      purchase_img_file: fileId,
      purchase_img_type: 'image/jpeg',
      purchase_img_size: 10,
      purchase_status: 'WA',
    });
    expect(calls.indexOf(upload as FakeCall)).toBeLessThan(calls.indexOf(attach[0] as FakeCall));
  });

  it('shows a refused receipt as an error and stays on the payment view', async () => {
    const calls = api({
      [routeOf(billingCalls.receiptAttach)]: failed(409, MessageCode.receiptAlreadyUsed),
    });
    await openPayment();
    pick(receiptFile());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    confirm('Confirm Save', 'Are you sure you want to save this purchase?');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This receipt has already been used for another purchase',
    );
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(callsTo(calls, billingCalls.ordersList)).toHaveLength(1);
  });

  it('removes the order after confirmation, and offers the packages again', async () => {
    const calls = api();
    await openPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, billingCalls.orderRemove)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    confirm('Confirm Removal', 'Are you sure you want to remove this purchase?');
    expect(await screen.findByRole('button', { name: 'Subscribe to 3 Months' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully: Your purchase has been removed',
    );
    expect(callsTo(calls, billingCalls.orderRemove).map((call) => call.body)).toEqual([
      { table: 'PURCHASE_ORDER', package_id: 2, user_id: 7 },
    ]);
  });

  it('offers Retry when the payment details cannot be loaded', async () => {
    let up = false;
    api({
      [routeOf(billingCalls.paymentGet)]: () =>
        up
          ? [200, { status: 'OK', payment }]
          : [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }],
    });
    renderMyPackage();
    expect(
      await screen.findByText('The payment details could not be loaded: Service unavailable'),
    ).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /PromptPay QR code/ })).toBeTruthy();
  });

  it('copies the PromptPay number and the amount, and says when the clipboard refuses', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api();
    await openPayment();
    expect(screen.getByText('An admin checks receipts within 24 hours.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy PromptPay number' }));
    expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toContain(
      'Successfully: PromptPay number copied: 0812345678',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(await screen.findByText(/Amount copied: 2490/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(writeText.mock.calls).toEqual([['0812345678'], ['2490']]);

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Error: This browser did not allow copying. Please copy it by hand: 2490',
    );
  });

  it('saves the QR code as a PNG named after the order', async () => {
    api();
    await openPayment();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:qr';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save QR' }));
      await waitFor(
        () => expect(downloads).toEqual([{ href: 'blob:qr', download: 'promptpay-11.png' }]),
        {
          timeout: 10_000,
        },
      );
      expect(blobs[0]?.type).toBe('image/png');
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(blobs[0] as Blob);
      });
      expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    } finally {
      click.mockRestore();
    }
  });

  it('says in Thai and Norwegian how long the check takes', async () => {
    api();
    await openPayment();
    act(() => setLanguage('th'));
    expect(
      await screen.findByText('ผู้ดูแลระบบจะตรวจสอบใบเสร็จภายใน 24 ชั่วโมง', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึกคิวอาร์' })).toBeTruthy();
    act(() => setLanguage('no'));
    expect(
      await screen.findByText('En administrator kontrollerer kvitteringer innen 24 timer.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopier PromptPay-nummeret' })).toBeTruthy();
  });
});
