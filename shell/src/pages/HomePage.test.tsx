import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryCard } from '@dating/contracts';
import { login, setLanguage } from '@dating/portal';
import { fakeApi, renderApp, resetBrowser } from '../testing';

const location = () => screen.getByTestId('location').textContent;

function member(id: number, overrides: Partial<CategoryCard> = {}): CategoryCard {
  return {
    id,
    name: `Member ${id}`,
    age: 20 + id,
    caption: `Caption ${id}`,
    img: `/api/files/photos/p${id}/card`,
    ...overrides,
  };
}

const heroImage = () => document.querySelector('.shell-hero__image') as HTMLElement;

async function openHome() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1 });
}

describe('home page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('asks for the home image and shows it over the placeholder once loaded', async () => {
    const calls = fakeApi({
      'POST /api/get-setting-img': () => [200, { status: 'OK', image: '/api/files/photos/h/full' }],
    });
    await openHome();
    await waitFor(() => expect(heroImage().querySelector('img')).not.toBeNull());
    expect(calls.find((call) => call.path === '/api/get-setting-img')?.body).toEqual({
      type: 'home',
    });
    const image = heroImage().querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/files/photos/h/full');
    expect(heroImage().dataset.state).toBe('loading');
    fireEvent.load(image);
    expect(heroImage().dataset.state).toBe('shown');
  });

  it('keeps the calm placeholder when the image call fails or the file is broken', async () => {
    fakeApi({
      'POST /api/get-setting-img': () => [404, { status: 'FAILED', message: 'Not found' }],
      'POST /api/get-category': () => [200, []],
    });
    const { unmount } = renderApp('/');
    await waitFor(() => expect(heroImage().dataset.state).toBe('unavailable'));
    expect(heroImage().querySelector('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    fakeApi({
      'POST /api/get-setting-img': () => [200, { status: 'OK', image: '/api/files/photos/x/full' }],
    });
    renderApp('/');
    await waitFor(() => expect(heroImage().querySelector('img')).not.toBeNull());
    fireEvent.error(heroImage().querySelector('img') as HTMLImageElement);
    expect(heroImage().dataset.state).toBe('unavailable');
    expect(heroImage().querySelector('img')).toBeNull();
  });

  it('shows up to 8 member cards from POST /api/get-category with an empty body', async () => {
    const calls = fakeApi({
      'POST /api/get-category': () => [
        200,
        [
          member(3, { caption: null, img: null }),
          ...[4, 5, 6, 7, 8, 9, 10, 11].map((id) => member(id)),
        ],
      ],
    });
    await openHome();
    const grid = await screen.findByRole('list', { name: 'New Members' });
    expect(calls.find((call) => call.path === '/api/get-category')?.body).toEqual({});

    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(8);
    expect(cards[0]?.getAttribute('href')).toBe('/profile?id=3');
    expect(cards[0]?.textContent).toContain('Member 3');
    expect(cards[0]?.textContent).toContain('23 years');
    expect(cards[0]?.textContent).toContain('No caption');
    expect(cards[0]?.querySelector('img')).toBeNull();
    expect(cards[1]?.textContent).toContain('Caption 4');
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe('/api/files/photos/p4/card');
    expect(screen.queryByText('Member 11')).toBeNull();
  });

  it("says 'No results found' when there are no members", async () => {
    fakeApi({ 'POST /api/get-category': () => [200, []] });
    await openHome();
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('says when the cards cannot be loaded, and loads them again on Retry', async () => {
    let up = false;
    fakeApi({
      'POST /api/get-category': () =>
        up ? [200, [member(1)]] : [503, { status: 'FAILED', message: 'Service unavailable' }],
    });
    await openHome();
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
    login('token', 1, 'U');
    fakeApi({ 'POST /api/get-category': () => [200, [member(7)]] });
    await openHome();
    fireEvent.click(await screen.findByRole('link', { name: /Member 7/ }));
    await waitFor(() => expect(location()).toBe('/profile?id=7'));
  });

  it("shows 'Our Inspiration', whose switch changes it and the whole interface", async () => {
    fakeApi();
    await openHome();
    const inspiration = screen.getByRole('region', { name: 'Our Inspiration' });
    expect(inspiration.textContent).toContain('Love does not ask where you were born.');

    fireEvent.click(within(inspiration).getByRole('button', { name: 'ไทย' }));
    const thai = await screen.findByRole('region', { name: 'แรงบันดาลใจของเรา' });
    expect(thai.textContent).toContain('ความรักไม่เคยถามว่าคุณเกิดที่ไหน');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'สมัครสมาชิกในฐานะ' })).toBeTruthy();

    fireEvent.click(within(thai).getByRole('button', { name: 'Norsk' }));
    const norwegian = await screen.findByRole('region', { name: 'Vår inspirasjon' });
    expect(norwegian.textContent).toContain('Kjærligheten spør ikke hvor du er født.');
    expect(screen.getByRole('link', { name: 'Versjon 1.0.15' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('no');
  });
});
