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

const wait = { timeout: 5000 };
const location = () => screen.getByTestId('location').textContent;
const blockText =
  'You will no longer see each other anywhere; any interest or match between you ends.';

function listPage(ids: number[], page = 1, hasMore = false) {
  return { status: 'OK', result: ids.map((id) => memberCard(id)), page, has_more: hasMore };
}

const blocked: FakeAnswer = () => [
  200,
  { status: 'OK', message: 'Member blocked', code: 'memberBlocked' },
];
const unblocked: FakeAnswer = () => [
  200,
  { status: 'OK', message: 'Member unblocked', code: 'memberUnblocked' },
];

const dialog = () => screen.getByRole('dialog');

describe('blocking from a profile', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

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

  it('says what blocking does, blocks on confirmation and goes to the blocked members', async () => {
    const calls = renderProfile({ [routeOf(interestCalls.block)]: blocked });
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }, wait));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Block this member?');
    expect(dialog().textContent).toContain(blockText);
    expect(callsTo(calls, interestCalls.block)).toEqual([]);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Block' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'Successfully: Member blocked',
    );
    expect(callsTo(calls, interestCalls.block).map((made) => made.body)).toEqual([
      { user_id: 7, blocked_user_id: 12 },
    ]);
    await waitFor(() => expect(location()).toBe('/blocked-members'), wait);
  });

  it('does nothing on Cancel', async () => {
    const calls = renderProfile({ [routeOf(interestCalls.block)]: blocked });
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, interestCalls.block)).toEqual([]);
    expect(location()).toBe('/profile?id=12');
  });

  it("shows the server's refusal and stays on the profile", async () => {
    renderProfile({
      [routeOf(interestCalls.block)]: () => [
        400,
        {
          status: 'FAILED',
          message: 'You cannot block yourself',
          code: 'notBlockYourself',
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Block' }));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Error: You cannot block yourself',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/profile?id=12');
  });

  it('asks in Thai', async () => {
    act(() => setLanguage('th'));
    renderProfile({ [routeOf(interestCalls.block)]: blocked });
    fireEvent.click(await screen.findByRole('button', { name: 'บล็อก' }, wait));
    expect(dialog().textContent).toContain(
      'คุณทั้งสองจะไม่เห็นกันอีกต่อไปในทุกที่ และความสนใจหรือการจับคู่ระหว่างคุณจะสิ้นสุดลง',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บล็อก' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain('บล็อกสมาชิกแล้ว');
  });
});

describe('blocking from a list', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it.each([
    ['/my-interest', 'My Interest', interestCalls.list],
    ['/interest-me', 'Interest Me', interestCalls.list],
    ['/matching', 'Matching', interestCalls.matches],
  ])('%s: the blocked member leaves the cards at once', async (path, title, listCall) => {
    const calls = fakeApi({
      [routeOf(listCall)]: answer(200, listPage([12, 11])),
      [routeOf(interestCalls.block)]: blocked,
    });
    renderAt(path);
    fireEvent.click(await screen.findByRole('button', { name: 'Block Member 11' }, wait));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Block Member 11?');
    expect(dialog().textContent).toContain(blockText);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Block' }));

    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'Successfully: Member blocked',
    );
    const grid = screen.getByRole('list', { name: title });
    await waitFor(
      () =>
        expect(
          within(grid)
            .getAllByRole('heading')
            .map((heading) => heading.textContent),
        ).toEqual(['Member 12']),
      wait,
    );
    expect(callsTo(calls, interestCalls.block).map((made) => made.body)).toEqual([
      { user_id: 7, blocked_user_id: 11 },
    ]);
    expect(callsTo(calls, listCall)).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('keeps the card when the server refuses', async () => {
    fakeApi({ [routeOf(interestCalls.matches)]: answer(200, listPage([12])) });
    renderAt('/matching');
    fireEvent.click(await screen.findByRole('button', { name: 'Block Member 12' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Block' }));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Error: Service unavailable',
    );
    expect(screen.getByRole('heading', { name: 'Member 12' })).toBeTruthy();
  });

  it('does nothing on Cancel', async () => {
    const calls = fakeApi({ [routeOf(interestCalls.matches)]: answer(200, listPage([12])) });
    renderAt('/matching');
    fireEvent.click(await screen.findByRole('button', { name: 'Block Member 12' }, wait));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, interestCalls.block)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Member 12' })).toBeTruthy();
  });
});

describe('the blocked members page', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  const rows = () =>
    within(screen.getByRole('list', { name: 'Blocked members' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);

  it('lists the blocked members, and unblocks one with a notice', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.blockedList)]: answer(200, listPage([12, 11])),
      [routeOf(interestCalls.unblock)]: unblocked,
    });
    renderAt('/blocked-members');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blocked members');
    await screen.findByRole('list', { name: 'Blocked members' }, wait);
    expect(rows()).toEqual(['Member 12Unblock', 'Member 11Unblock']);
    expect(callsTo(calls, interestCalls.blockedList).map((made) => made.body)).toEqual([
      { user_id: 7, page: 1 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Unblock Member 12' }));
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'Successfully: Member unblocked',
    );
    await waitFor(() => expect(rows()).toEqual(['Member 11Unblock']), wait);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(callsTo(calls, interestCalls.unblock).map((made) => made.body)).toEqual([
      { user_id: 7, blocked_user_id: 12 },
    ]);
  });

  it('says so when the last one is unblocked', async () => {
    fakeApi({
      [routeOf(interestCalls.blockedList)]: answer(200, listPage([12])),
      [routeOf(interestCalls.unblock)]: unblocked,
    });
    renderAt('/blocked-members');
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Member 12' }, wait));
    expect(await screen.findByText('You have not blocked anyone.', {}, wait)).toBeTruthy();
  });

  it('says when nobody is blocked', async () => {
    fakeApi({ [routeOf(interestCalls.blockedList)]: answer(200, listPage([])) });
    renderAt('/blocked-members');
    expect(await screen.findByText('You have not blocked anyone.', {}, wait)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the member when unblocking fails', async () => {
    fakeApi({ [routeOf(interestCalls.blockedList)]: answer(200, listPage([12])) });
    renderAt('/blocked-members');
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Member 12' }, wait));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Error: Service unavailable',
    );
    expect(rows()).toEqual(['Member 12Unblock']);
  });

  it('loads the next page while there are more', async () => {
    const pages: Record<number, object> = { 1: listPage([12], 1, true), 2: listPage([10], 2) };
    const calls = fakeApi({
      [routeOf(interestCalls.blockedList)]: ({ body }) => [
        200,
        pages[(body as { page: number }).page],
      ],
    });
    renderAt('/blocked-members');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }, wait));
    await waitFor(() => expect(rows()).toEqual(['Member 12Unblock', 'Member 10Unblock']), wait);
    expect(callsTo(calls, interestCalls.blockedList).map((made) => made.body)).toEqual([
      { user_id: 7, page: 1 },
      { user_id: 7, page: 2 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why the list could not be read, and reads it again on Retry', async () => {
    let fail = true;
    fakeApi({
      [routeOf(interestCalls.blockedList)]: () =>
        fail
          ? [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ]
          : [200, listPage([12])],
    });
    renderAt('/blocked-members');
    expect(
      await screen.findByText(
        'The blocked members could not be loaded: Service unavailable',
        {},
        wait,
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Unblock Member 12' }, wait)).toBeTruthy();
  });

  it('shows the page in Norwegian', async () => {
    act(() => setLanguage('no'));
    fakeApi({ [routeOf(interestCalls.blockedList)]: answer(200, listPage([])) });
    renderAt('/blocked-members');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blokkerte medlemmer');
    expect(await screen.findByText('Du har ikke blokkert noen.', {}, wait)).toBeTruthy();
  });

  it('goes home when logged out', () => {
    const calls = fakeApi({});
    localStorage.clear();
    renderAt('/blocked-members');
    expect(location()).toBe('/');
    expect(calls).toEqual([]);
  });
});
