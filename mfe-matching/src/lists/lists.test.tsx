import { act, fireEvent, screen, within } from '@testing-library/react';
import { interestCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { fakeApi, routeOf, type FakeAnswer, memberCard } from '@dating/portal/testing';
import { answer, logIn, renderAt, resetBrowser } from '../testing';

const location = () => screen.getByTestId('location').textContent;

function listPage(ids: number[], page: number, hasMore: boolean) {
  return { status: 'OK', result: ids.map((id) => memberCard(id)), page, has_more: hasMore };
}

const lists = [
  ['/my-interest', 'My Interest', routeOf(interestCalls.list), { user_id: 7, page: 1 }],
  ['/interest-me', 'Interest Me', routeOf(interestCalls.list), { user_interest_id: 7, page: 1 }],
  ['/matching', 'Matching', routeOf(interestCalls.matches), { user_id: 7, page: 1 }],
] as const;

describe('member lists', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it.each(lists)(
    '%s is titled %s and asks %s for the first page',
    async (path, title, route, body) => {
      const calls = fakeApi({ [route]: answer(200, listPage([12, 11], 1, false)) });
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      const grid = await screen.findByRole('list', { name: title });
      expect(
        within(grid)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/profile?id=12', '/profile?id=11']);
      expect(calls.map((call) => [`${call.method} ${call.path}`, call.body])).toEqual([
        [route, body],
      ]);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    },
  );

  it.each(lists)("%s says 'No results found' when empty", async (path, _title, route) => {
    fakeApi({ [route]: answer(200, listPage([], 1, false)) });
    renderAt(path);
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('says how many members of the list are no longer available, across the pages read', async () => {
    const pages: Record<number, object> = {
      1: { ...listPage([12], 1, true), unavailable: 1 },
      2: { ...listPage([10], 2, false), unavailable: 1 },
    };
    const matches: FakeAnswer = ({ body }) => [200, pages[(body as { page: number }).page]];
    fakeApi({ [routeOf(interestCalls.matches)]: matches });
    renderAt('/matching');
    expect(
      await screen.findByText(
        '1 member in this list is no longer available.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText(
        '2 members in this list are no longer available.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('loads the next page while there are more, after the cards shown', async () => {
    const pages: Record<number, object> = {
      1: listPage([12, 11], 1, true),
      2: listPage([10], 2, false),
    };
    const matches: FakeAnswer = ({ body }) => [200, pages[(body as { page: number }).page]];
    const calls = fakeApi({ [routeOf(interestCalls.matches)]: matches });
    renderAt('/matching');
    await screen.findByRole('heading', { name: 'Member 12' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Member 10' })).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Matching' });
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Member 12', 'Member 11', 'Member 10']);
    expect(calls.map((call) => call.body)).toEqual([
      { user_id: 7, page: 1 },
      { user_id: 7, page: 2 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says why a list could not be read, and reads it again on Retry', async () => {
    let fail = true;
    const calls = fakeApi({
      [routeOf(interestCalls.list)]: () =>
        fail
          ? [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ]
          : [200, listPage([12], 1, false)],
    });
    renderAt('/interest-me');
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    expect(screen.getByText('The members could not be loaded: Service unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Member 12' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('shows the list in Thai', async () => {
    act(() => setLanguage('th'));
    fakeApi({ [routeOf(interestCalls.list)]: answer(200, listPage([], 1, false)) });
    renderAt('/my-interest');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('คนที่ฉันสนใจ');
    expect(await screen.findByText('ไม่พบผลลัพธ์')).toBeTruthy();
  });

  it('goes home when logged out', () => {
    const calls = fakeApi({});
    localStorage.clear();
    renderAt('/matching');
    expect(location()).toBe('/');
    expect(calls).toEqual([]);
  });
});
