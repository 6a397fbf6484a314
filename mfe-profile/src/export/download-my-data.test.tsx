import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  authCalls,
  exportLinkHours,
  gatewayPaths,
  Messages,
  type ExportState,
} from '@dating/contracts';
import { dateTimeText } from '@dating/portal';
import { callsTo, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, renderAccountAt, resetBrowserInEnglish, signInMalee } from '../testing';
import { firstPollMs } from './dataExport';

const wait = { timeout: 10000 };
const exportId = '6f1c1d5e-8d3b-4f5a-9a51-2b7f0f1e9c11';

const preparing = (parts: ExportState['parts_ready']): ExportState => ({
  export_id: exportId,
  status: 'preparing',
  requested_at: '2026-12-07T09:00:00.000Z',
  ready_at: null,
  expires_at: null,
  parts_ready: parts,
  bytes: null,
});

const ready: ExportState = {
  ...preparing(['svc-auth', 'svc-profile', 'svc-interest', 'svc-billing']),
  status: 'ready',
  ready_at: '2026-12-07T09:01:00.000Z',
  expires_at: '2026-12-08T09:01:00.000Z',
  bytes: 2_450_000,
};

/** Answers the status calls in turn, the last one again and again. */
function statuses(...answers: (ExportState | null)[]): FakeAnswer {
  let asked = 0;
  return () => [200, { export: answers[Math.min(asked++, answers.length - 1)] ?? null }];
}

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Download my data' }, wait);
  const found = heading.closest('section');
  if (!found) throw new Error('no section');
  return within(found);
};

beforeEach(() => {
  resetBrowserInEnglish();
  signInMalee();
});

afterEach(() => jest.restoreAllMocks());

describe("the account page's Download my data", () => {
  it('prepares in the UI language, shows the parts ready, then the download link', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.exportStatus)]: statuses(
        null,
        preparing(['svc-auth', 'svc-profile']),
        ready,
      ),
      [routeOf(authCalls.exportRequest)]: () => [
        200,
        {
          status: 'OK',
          message: Messages.exportPreparing,
          code: 'exportPreparing',
          export: preparing(['svc-auth']),
        },
      ],
      [`GET ${gatewayPaths.exportDownload(exportId)}`]: () => [200, 'zip bytes'],
    });
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAccountAt('/account');

    const part = await section();
    expect(part.getByText(new RegExp(`works for ${exportLinkHours} hours`))).toBeTruthy();
    fireEvent.click(await part.findByRole('button', { name: 'Prepare my data' }, wait));
    expect(await part.findByRole('status', {}, wait)).toHaveProperty(
      'textContent',
      'Preparing… 1 of 4 parts ready',
    );
    expect(callsTo(calls, authCalls.exportRequest)[0]?.body).toEqual({ user_id: 1, lang: 'en' });
    expect(
      await part.findByText('Preparing… 2 of 4 parts ready', {}, { timeout: firstPollMs * 3 }),
    ).toBeTruthy();

    const link = await part.findByRole(
      'link',
      { name: 'Download my data (2.5 MB)' },
      { timeout: firstPollMs * 5 },
    );
    expect(link.getAttribute('href')).toBe(gatewayPaths.exportDownload(exportId));
    expect(
      part.getByText(
        `Your data is ready to download until ${dateTimeText(ready.expires_at, 'en')}.`,
      ),
    ).toBeTruthy();
    fireEvent.click(link);
    await act(async () => {
      await new Promise<void>((resolve) => {
        const check = () => (clicked.mock.calls.length > 0 ? resolve() : setTimeout(check, 10));
        check();
      });
    });
    const download = callsTo(calls, gatewayPaths.exportDownload(exportId));
    expect(download).toHaveLength(1);
    expect(download[0]?.headers.authorization).toBe('Bearer a-session');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toMatchObject({ download: 'malee-data-2026-12-07.zip' });
  }, 30000);

  it('offers to prepare again once the download expired', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.exportStatus)]: statuses({ ...ready, status: 'expired' }),
      [routeOf(authCalls.exportRequest)]: () => [
        200,
        {
          status: 'OK',
          message: Messages.exportPreparing,
          code: 'exportPreparing',
          export: preparing([]),
        },
      ],
    });
    renderAccountAt('/account');
    const part = await section();
    expect(await part.findByText('Your last download has expired.', {}, wait)).toBeTruthy();
    expect(part.queryByRole('link')).toBeNull();
    fireEvent.click(part.getByRole('button', { name: 'Prepare my data again' }));
    expect(await part.findByText('Preparing… 0 of 4 parts ready', {}, wait)).toBeTruthy();
    expect(callsTo(calls, authCalls.exportRequest)).toHaveLength(1);
  });

  it("shows the server's message when the request is refused", async () => {
    fakeApi({
      [routeOf(authCalls.exportStatus)]: statuses(null),
      [routeOf(authCalls.exportRequest)]: () => [
        429,
        { status: 'FAILED', message: Messages.tooManyRequests, code: 'tooManyRequests' },
      ],
    });
    renderAccountAt('/account');
    const part = await section();
    fireEvent.click(await part.findByRole('button', { name: 'Prepare my data' }, wait));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      Messages.tooManyRequests,
    );
    expect(part.getByRole('button', { name: 'Prepare my data' })).toBeTruthy();
  });

  it("shows the server's message when the status cannot be read, with Retry", async () => {
    let fail = true;
    fakeApi({
      [routeOf(authCalls.exportStatus)]: () =>
        fail
          ? [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }]
          : [200, { export: null }],
    });
    renderAccountAt('/account');
    const part = await section();
    expect(await part.findByRole('alert', {}, wait)).toHaveProperty(
      'textContent',
      expect.stringContaining('Service unavailable'),
    );
    fail = false;
    fireEvent.click(part.getByRole('button', { name: 'Retry' }));
    expect(await part.findByRole('button', { name: 'Prepare my data' }, wait)).toBeTruthy();
  });
});
