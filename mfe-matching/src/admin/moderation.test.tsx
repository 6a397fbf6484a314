import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { interestCalls, type ReportedMember, type ReportQueueResult } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  logIn,
  pathOf,
  renderRoutes,
  resetBrowser,
  routeOf,
  type FakeCall,
} from '@dating/portal/testing';
import AdminModerationPanel from './AdminModerationPanel';

const timeout = { timeout: 10_000 };

/** The panel as the shell's admin page mounts it. */
const show = () =>
  renderRoutes('/admin/moderation', { '/admin/moderation': <AdminModerationPanel /> });

const malee: ReportedMember = {
  user_id: 12,
  name: 'Malee',
  card_url: '/api/files/photos/f1/card?access=1.a',
  open_reports: 2,
  reasons: [
    { reason: 'scam', count: 1 },
    { reason: 'fake', count: 1 },
  ],
  reports: [
    {
      report_id: 1,
      reporter_id: 7,
      reporter_name: 'Ingrid',
      reason: 'scam',
      text: 'Asked me for money for a ticket',
      photo_slot: null,
      photo_url: null,
      conversation: null,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    {
      report_id: 2,
      reporter_id: 8,
      reporter_name: 'Ola',
      reason: 'fake',
      text: null,
      photo_slot: 2,
      photo_url: '/api/files/photos/f2?access=1.b',
      conversation: null,
      created_at: '2026-11-02T10:00:00.000Z',
    },
  ],
  first_reported_at: '2026-11-01T10:00:00.000Z',
};

const [maleeFirstReport] = malee.reports;
if (!maleeFirstReport) throw new Error('Malee has no report');

const nok: ReportedMember = {
  ...malee,
  user_id: 13,
  name: 'Nok',
  card_url: null,
  open_reports: 1,
  reasons: [{ reason: 'harassment', count: 1 }],
  reports: [{ ...maleeFirstReport, report_id: 3, reason: 'harassment', text: null }],
};

function queueOf(items: ReportedMember[]): ReportQueueResult {
  return {
    items,
    total: items.length,
    open_reports: items.reduce((sum, item) => sum + item.open_reports, 0),
  };
}

/** A fake moderation API: the queue drops a member once their reports are resolved. */
function fakeModeration(initial: ReportedMember[]) {
  let items = initial;
  return fakeApi({
    [routeOf(interestCalls.adminReportQueue)]: () => [200, queueOf(items)],
    [routeOf(interestCalls.adminReportResolve)]: ({ body }) => {
      const { reported_user_id } = body as { reported_user_id: number };
      const closed = items.find((item) => item.user_id === reported_user_id)?.open_reports ?? 0;
      items = items.filter((item) => item.user_id !== reported_user_id);
      return [200, { ok: true, closed }];
    },
  });
}

/** The paths the panel asked, each once: only svc-interest's own calls. */
const pathsAsked = (calls: readonly FakeCall[]) => [...new Set(calls.map((made) => made.path))];

const memberItem = (name: string) => within(screen.getByRole('listitem', { name }));

beforeEach(() => {
  resetBrowser();
  logIn(1, 'A');
  act(() => setLanguage('en'));
});

describe('AdminModerationPanel', () => {
  it('shows each reported member with counts, reasons, texts, reporters, the photo and a link', async () => {
    fakeModeration([malee, nok]);
    show();
    const link = await screen.findByRole('link', { name: 'Member page of Malee' }, timeout);
    expect(link.getAttribute('href')).toBe('/admin/members/12');
    expect(screen.getByText('Reported members: 2 · open reports: 3')).toBeTruthy();
    const item = memberItem('Malee');
    expect(item.getByText('Open reports: 2')).toBeTruthy();
    expect(
      item.getByText('Reasons: Scam or asking for money (1), Fake photos or identity (1)'),
    ).toBeTruthy();
    expect(item.getByText('Asked me for money for a ticket')).toBeTruthy();
    expect(item.getByText(/Scam or asking for money, reported by Ingrid/)).toBeTruthy();
    expect(item.getByText(/Fake photos or identity, reported by Ola/)).toBeTruthy();
    expect(item.getByRole('img', { name: 'Reported photo 2 of Malee' }).getAttribute('src')).toBe(
      malee.reports[1]?.photo_url,
    );
    expect(item.getByRole('img', { name: 'Photo of Malee' })).toBeTruthy();
    expect(item.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Dismiss',
      'Warn',
      'Remove photo 2',
      'Deactivate',
    ]);
    // Nok's reports name no photo: no Remove photo.
    expect(memberItem('Nok').queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });

  it("shows a report's attached conversation folded, each message with its sender and time", async () => {
    const conversation = [
      {
        id: 31,
        sender_id: 7,
        sender_name: 'Ingrid',
        text: 'Hi!',
        sent_at: '2026-10-31T09:00:00.000Z',
      },
      {
        id: 32,
        sender_id: 12,
        sender_name: '',
        text: 'Send 5000 baht to 081-234-5678',
        sent_at: '2026-10-31T09:05:00.000Z',
      },
    ];
    fakeModeration([
      { ...malee, reports: [{ ...maleeFirstReport, conversation }, ...malee.reports.slice(1)] },
    ]);
    show();
    const summary = await screen.findByText(
      'Attached conversation (latest 2 messages)',
      {},
      timeout,
    );
    const details = summary.closest('details');
    if (!details) throw new Error('The conversation is not in a details element');
    expect(details.open).toBe(false);
    // One attached conversation: the report without one shows none.
    expect(screen.getAllByText(/Attached conversation/)).toHaveLength(1);
    const messages = within(details).getAllByRole('listitem');
    expect(messages.map((item) => item.querySelector('.moderation__said')?.textContent)).toEqual([
      'Hi!',
      'Send 5000 baht to 081-234-5678',
    ]);
    expect(messages[0]?.textContent).toContain('Ingrid');
    // A sender without a profile name is named by their number.
    expect(messages[1]?.textContent).toContain('Member 12');
    expect(messages[1]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-10-31T09:05:00.000Z',
    );
    fireEvent.click(summary);
    expect(details.open).toBe(true);
  });

  it('says a message was removed when its sender deleted their account', async () => {
    const conversation = [
      {
        id: 31,
        sender_id: 12,
        sender_name: 'member-0123456789abcdef',
        text: '',
        sent_at: '2026-10-31T09:00:00.000Z',
        removed: true,
      },
    ];
    fakeModeration([
      { ...malee, reports: [{ ...maleeFirstReport, conversation }, ...malee.reports.slice(1)] },
    ]);
    show();
    const summary = await screen.findByText('Attached conversation (1 message)', {}, timeout);
    const [message] = within(summary.closest('details') as HTMLElement).getAllByRole('listitem');
    expect(message?.textContent).toContain('member-0123456789abcdef');
    expect(message?.querySelector('.moderation__said')?.textContent).toBe(
      'Message removed (the member deleted their account)',
    );
  });

  it('dismisses with a reason, which it asks for first', async () => {
    const calls = fakeModeration([malee, nok]);
    show();
    await screen.findByRole('link', { name: 'Member page of Malee' }, timeout);
    fireEvent.click(memberItem('Malee').getByRole('button', { name: 'Dismiss' }));
    const reason = screen.getByLabelText('Why dismiss the reports on Malee?');
    expect(document.activeElement).toBe(reason);
    fireEvent.click(memberItem('Malee').getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give a reason');
    expect(callsTo(calls, interestCalls.adminReportResolve)).toEqual([]);
    fireEvent.change(reason, { target: { value: 'A misunderstanding' } });
    fireEvent.click(memberItem('Malee').getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('status', {}, timeout)).textContent).toContain(
      'The reports on Malee were dismissed',
    );
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'Member page of Malee' })).toBeNull(),
      timeout,
    );
    expect(callsTo(calls, interestCalls.adminReportResolve).map((made) => made.body)).toEqual([
      { reported_user_id: 12, resolution: 'dismiss', reason: 'A misunderstanding' },
    ]);
  });

  it('warns with the reason the member is mailed', async () => {
    const calls = fakeModeration([nok]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Warn' }, timeout));
    fireEvent.change(screen.getByLabelText(/The warning to Nok/), {
      target: { value: 'Be respectful' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Warn' }));
    expect(await screen.findByText('No open reports.', {}, timeout)).toBeTruthy();
    expect(callsTo(calls, interestCalls.adminReportResolve).map((made) => made.body)).toEqual([
      { reported_user_id: 13, resolution: 'warn', reason: 'Be respectful' },
    ]);
  });

  it('removes the reported photo in the one call that closes the reports', async () => {
    const calls = fakeModeration([malee]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo 2' }, timeout));
    fireEvent.change(screen.getByLabelText(/Why remove photo 2 of Malee/), {
      target: { value: 'Not a photo of her' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByText('No open reports.', {}, timeout)).toBeTruthy();
    expect(callsTo(calls, interestCalls.adminReportResolve).map((made) => made.body)).toEqual([
      { reported_user_id: 12, resolution: 'photo-removed', slot: 2, reason: 'Not a photo of her' },
    ]);
    expect(pathsAsked(calls)).toEqual([
      pathOf(interestCalls.adminReportQueue),
      pathOf(interestCalls.adminReportResolve),
    ]);
  });

  it('deactivates the member in the one call that closes the reports', async () => {
    const calls = fakeModeration([malee]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, timeout));
    fireEvent.change(screen.getByLabelText(/Why deactivate Malee/), {
      target: { value: 'Romance scam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('No open reports.', {}, timeout)).toBeTruthy();
    expect(callsTo(calls, interestCalls.adminReportResolve).map((made) => made.body)).toEqual([
      { reported_user_id: 12, resolution: 'deactivated', reason: 'Romance scam' },
    ]);
    expect(pathsAsked(calls)).toEqual([
      pathOf(interestCalls.adminReportQueue),
      pathOf(interestCalls.adminReportResolve),
    ]);
  });

  it('keeps the member and says why when an action fails', async () => {
    fakeApi({
      [routeOf(interestCalls.adminReportQueue)]: () => [200, queueOf([malee])],
      [routeOf(interestCalls.adminReportResolve)]: () => [
        403,
        {
          status: 'FAILED',
          message: 'An administrator account cannot be deactivated',
          code: 'cannotDeactivateAdmin',
        },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, timeout));
    fireEvent.change(screen.getByLabelText(/Why deactivate Malee/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert', {}, timeout)).textContent).toContain(
      'An administrator account cannot be deactivated',
    );
    expect(screen.getByRole('link', { name: 'Member page of Malee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('says when there is nothing to moderate', async () => {
    fakeModeration([]);
    show();
    expect(await screen.findByText('No open reports.', {}, timeout)).toBeTruthy();
  });

  it('says when the queue could not be loaded, and loads it again on Retry', async () => {
    let fail = true;
    fakeApi({
      [routeOf(interestCalls.adminReportQueue)]: () =>
        fail
          ? [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ]
          : [200, queueOf([nok])],
    });
    show();
    expect(
      await screen.findByText('The reports could not be loaded: Service unavailable', {}, timeout),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Member page of Nok' }, timeout)).toBeTruthy();
  });

  it('shows the queue in Thai and Norwegian', async () => {
    fakeModeration([nok]);
    act(() => setLanguage('th'));
    show();
    expect(await screen.findByRole('button', { name: 'ตักเตือน' }, timeout)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('คิวตรวจสอบรายงาน');
    act(() => setLanguage('no'));
    expect(await screen.findByRole('button', { name: 'Advar' }, timeout)).toBeTruthy();
    expect(screen.getByText(/Trakassering, rapportert av Ingrid/)).toBeTruthy();
  });
});
