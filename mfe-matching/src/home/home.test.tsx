import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, renderRoutes, routeOf } from '@dating/portal/testing';
import { card, resetBrowser } from '../testing';
import { HomeMembers } from './HomeMembers';

const location = () => screen.getByTestId('location').textContent;

function renderHome() {
  renderRoutes('/', { '/': <HomeMembers label="New Members" /> });
}

describe('the home page member cards', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('shows up to 8 member cards, asked with an empty body', async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.cardsGet)]: () => [
        200,
        [
          card(3, { age: 23, caption: null, img: null }),
          ...[4, 5, 6, 7, 8, 9, 10, 11].map((id) => card(id)),
        ],
      ],
    });
    renderHome();
    const grid = await screen.findByRole('list', { name: 'New Members' });
    expect(callsTo(calls, profileCalls.cardsGet).map((call) => call.body)).toEqual([{}]);

    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(8);
    expect(cards[0]?.getAttribute('href')).toBe('/profile?id=3');
    expect(cards[0]?.textContent).toContain('Member 3');
    expect(cards[0]?.textContent).toContain('23 years');
    expect(cards[0]?.textContent).toContain('No caption');
    expect(cards[0]?.querySelector('img')).toBeNull();
    expect(cards[1]?.textContent).toContain('Caption 4');
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe(
      gatewayPaths.photo('m4', 'card'),
    );
    expect(screen.queryByText('Member 11')).toBeNull();
  });

  it("says 'No results found' when there are no members", async () => {
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, []] });
    renderHome();
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('says when the cards cannot be loaded, and loads them again on Retry', async () => {
    let up = false;
    fakeApi({
      [routeOf(profileCalls.cardsGet)]: () =>
        up ? [200, [card(1)]] : [503, { status: 'FAILED', message: 'Service unavailable' }],
    });
    renderHome();
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain(
      'The member cards could not be loaded: Service unavailable',
    );

    up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Member 1/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens a member's profile from the card", async () => {
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, [card(7)]] });
    renderHome();
    fireEvent.click(await screen.findByRole('link', { name: /Member 7/ }));
    await waitFor(() => expect(location()).toBe('/profile?id=7'));
  });

  it('shows the cards in Thai', async () => {
    act(() => setLanguage('th'));
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, [card(5, { caption: null })]] });
    renderHome();
    expect((await screen.findByRole('link', { name: /Member 5/ })).textContent).toContain(
      'ไม่มีคำบรรยาย',
    );
  });
});
