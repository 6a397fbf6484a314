import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls, type CategoryCard } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, logIn, routeOf, memberCard } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../../testing';

const location = () => screen.getByTestId('location').textContent;

/** The home page's 'New Members' section (a member's home also mounts their completeness card). */
async function openNewMembers(name = 'New Members') {
  renderApp('/');
  return screen.findByRole('region', { name });
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
          memberCard(3, { age: 23, caption: null, img: null }),
          ...[4, 5, 6, 7, 8, 9, 10, 11].map((id) => memberCard(id)),
        ],
      ],
    });
    const section = await openNewMembers();
    const grid = await within(section).findByRole('list', { name: 'New Members' });
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

  it('keeps the places of 8 cards while they load', async () => {
    let answer: (cards: CategoryCard[]) => void = () => undefined;
    fakeApi({
      [routeOf(profileCalls.cardsGet)]: () =>
        new Promise((resolve) => (answer = (cards) => resolve([200, cards]))),
    });
    const section = await openNewMembers();
    await waitFor(() => expect(section.querySelectorAll('.ui-card--placeholder')).toHaveLength(8));
    expect(within(section).queryByRole('link')).toBeNull();

    act(() => answer([memberCard(1)]));
    expect(await within(section).findByRole('link', { name: /Member 1/ })).toBeTruthy();
    expect(section.querySelectorAll('.ui-card--placeholder')).toHaveLength(0);
  });

  it("says 'No results found' when there are no members", async () => {
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, []] });
    const section = await openNewMembers();
    expect(await within(section).findByText('No results found')).toBeTruthy();
  });

  it('says when the cards cannot be loaded, and loads them again on Retry', async () => {
    let up = false;
    fakeApi({
      [routeOf(profileCalls.cardsGet)]: () =>
        up
          ? [200, [memberCard(1)]]
          : [503, { status: 'FAILED', message: 'Service unavailable', code: 'serviceUnavailable' }],
    });
    const section = await openNewMembers();
    const failed = await within(section).findByRole('alert');
    expect(failed.textContent).toContain(
      'The member cards could not be loaded: Service unavailable',
    );

    up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('link', { name: /Member 1/ })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it("opens a member's profile from the card", async () => {
    // The profile page is for members; a visitor is sent back home.
    logIn(1);
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, [memberCard(7)]] });
    const section = await openNewMembers();
    fireEvent.click(await within(section).findByRole('link', { name: /Member 7/ }));
    await waitFor(() => expect(location()).toBe('/profile?id=7'));
    expect(await screen.findByRole('heading', { name: 'mfe_profile/ProfilePage' })).toBeTruthy();
  });

  it('shows the cards in Thai', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(profileCalls.cardsGet)]: () => [200, [memberCard(5, { caption: null })]],
    });
    const section = await openNewMembers('สมาชิกใหม่');
    expect((await within(section).findByRole('link', { name: /Member 5/ })).textContent).toContain(
      'ไม่มีคำบรรยาย',
    );
  });
});
