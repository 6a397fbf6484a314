import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { interestCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  renderRoutes,
  routeOf,
  type FakeAnswer,
  memberCard,
} from '@dating/portal/testing';
import { InterestActions } from '../interest/InterestActions';
import { answer, logIn, renderAt, resetBrowser } from '../testing';

const wait = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.getByRole('dialog');
const receivedText =
  'Thank you. We have received your report and will look at it. You will no longer see each other.';
const reported: FakeAnswer = () => [
  200,
  { status: 'OK', message: receivedText, code: 'reportReceived' },
];
const reasonLabels = [
  'Scam or asking for money',
  'Fake photos or identity',
  'Harassment',
  'Offensive content',
  'Underage',
  'Other',
];

beforeEach(() => {
  resetBrowser();
  logIn(7);
  act(() => setLanguage('en'));
});

describe('reporting from a profile', () => {
  function renderProfile(extra: Record<string, FakeAnswer> = {}) {
    const calls = fakeApi({
      [routeOf(interestCalls.relationGet)]: () => [
        200,
        { status: 'OK', relation: 'matched', actions: ['ignore'], viewer_subscribed: false },
      ],
      ...extra,
    });
    renderRoutes('/profile?id=12', {
      '/profile': <InterestActions viewerId={7} memberId={12} onChanged={jest.fn()} />,
    });
    return calls;
  }

  it('offers the six reasons, says what reporting does, and links the safe dating tips', async () => {
    renderProfile();
    const tips = await screen.findByRole('link', { name: 'Safe dating tips' }, wait);
    expect(tips.getAttribute('href')).toBe('/safe-dating');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Report this member');
    const reasons = within(dialog()).getByRole('group', {
      name: 'Why are you reporting this member?',
    });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(reasonLabels);
    expect(dialog().textContent).toContain(
      'Reporting also blocks this member: you will no longer see each other. They are not told who reported them.',
    );
    expect(
      within(dialog()).getByRole('link', { name: 'Safe dating tips' }).getAttribute('href'),
    ).toBe('/safe-dating');
    expect(document.activeElement).toBe(dialog());
  });

  it('asks for a reason before it sends anything', async () => {
    const calls = renderProfile({ [routeOf(interestCalls.report)]: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please choose a reason');
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('radio', { name: 'Scam or asking for money' }),
    );
    expect(callsTo(calls, interestCalls.report)).toEqual([]);
  });

  it('reports with the reason and text, confirms, and the member is gone (blocked)', async () => {
    const calls = renderProfile({ [routeOf(interestCalls.report)]: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, wait));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Scam or asking for money' }));
    fireEvent.change(within(dialog()).getByLabelText('What happened? (optional)'), {
      target: { value: ' Asked me to send money for a visa ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(receivedText);
    expect(callsTo(calls, interestCalls.report).map((made) => made.body)).toEqual([
      {
        user_id: 7,
        reported_user_id: 12,
        reason: 'scam',
        text: 'Asked me to send money for a visa',
      },
    ]);
    await waitFor(() => expect(location()).toBe('/blocked-members'), wait);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderProfile({
      [routeOf(interestCalls.report)]: () => [
        404,
        {
          status: 'FAILED',
          message: 'This profile is not available',
          code: 'profileUnavailable',
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, wait));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Harassment' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'This profile is not available',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(location()).toBe('/profile?id=12');
  });

  it('does nothing on Cancel', async () => {
    const calls = renderProfile({ [routeOf(interestCalls.report)]: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, interestCalls.report)).toEqual([]);
  });

  it('asks in Thai and in Norwegian', async () => {
    act(() => setLanguage('th'));
    renderProfile({ [routeOf(interestCalls.report)]: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'รายงาน' }, wait));
    expect(within(dialog()).getByRole('radio', { name: 'หลอกลวงหรือขอเงิน' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยกเลิก' }));
    act(() => setLanguage('no'));
    fireEvent.click(screen.getByRole('button', { name: 'Rapporter' }));
    expect(
      within(dialog()).getByRole('radio', { name: 'Svindel eller ber om penger' }),
    ).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Tips for trygg dating' })).toBeTruthy();
  });
});

describe('reporting from a list', () => {
  it('the reported member leaves the cards at once', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.matches)]: answer(200, {
        status: 'OK',
        result: [memberCard(12), memberCard(11)],
        page: 1,
        has_more: false,
      }),
      [routeOf(interestCalls.report)]: reported,
    });
    renderAt('/matching');
    fireEvent.click(await screen.findByRole('button', { name: 'Report Member 11' }, wait));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Report Member 11');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Fake photos or identity' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Report' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(receivedText);
    const grid = screen.getByRole('list', { name: 'Matching' });
    await waitFor(
      () =>
        expect(
          within(grid)
            .getAllByRole('heading')
            .map((heading) => heading.textContent),
        ).toEqual(['Member 12']),
      wait,
    );
    expect(callsTo(calls, interestCalls.report).map((made) => made.body)).toEqual([
      { user_id: 7, reported_user_id: 11, reason: 'fake' },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
