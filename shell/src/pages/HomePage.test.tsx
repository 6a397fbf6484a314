import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage, type RemoteComponentLoader } from '@dating/portal';
import { callsTo, logIn, routeOf, memberCard } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser, workingRemotes } from '../testing';

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
      [routeOf(profileCalls.settingImageGet)]: () => [
        200,
        { status: 'OK', image: gatewayPaths.photo('h') },
      ],
    });
    await openHome();
    await waitFor(() => expect(heroImage().querySelector('img')).not.toBeNull());
    expect(callsTo(calls, profileCalls.settingImageGet)[0]?.body).toEqual({
      type: 'home',
    });
    const image = heroImage().querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(gatewayPaths.photo('h'));
    expect(heroImage().dataset.state).toBe('loading');
    fireEvent.load(image);
    expect(heroImage().dataset.state).toBe('shown');
  });

  it('keeps the calm placeholder when the image call fails or the file is broken', async () => {
    fakeApi({
      [routeOf(profileCalls.settingImageGet)]: () => [
        404,
        { status: 'FAILED', message: 'Not found', code: 'notFound' },
      ],
      [routeOf(profileCalls.cardsGet)]: () => [200, []],
    });
    const { unmount } = renderApp('/');
    await waitFor(() => expect(heroImage().dataset.state).toBe('unavailable'));
    expect(heroImage().querySelector('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    fakeApi({
      [routeOf(profileCalls.settingImageGet)]: () => [
        200,
        { status: 'OK', image: gatewayPaths.photo('x') },
      ],
    });
    renderApp('/');
    await waitFor(() => expect(heroImage().querySelector('img')).not.toBeNull());
    fireEvent.error(heroImage().querySelector('img') as HTMLImageElement);
    expect(heroImage().dataset.state).toBe('unavailable');
    expect(heroImage().querySelector('img')).toBeNull();
  });

  it("shows the newest members from the cards call in 'New Members', loading no remote", async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.cardsGet)]: () => [200, [memberCard(3), memberCard(2)]],
    });
    // A visitor's `/` needs no remote (the first-load JavaScript budget, DESIGN.md §6).
    const asked: string[] = [];
    const load: RemoteComponentLoader = (id) => {
      asked.push(id);
      return workingRemotes(id);
    };
    renderApp('/', load);
    const section = await screen.findByRole('region', { name: 'New Members' });
    const grid = await within(section).findByRole('list', { name: 'New Members' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profile?id=3', '/profile?id=2']);
    expect(callsTo(calls, profileCalls.cardsGet)).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it("mounts mfe-profile's completeness card for a logged-in member, not for a visitor", async () => {
    fakeApi({ [routeOf(profileCalls.cardsGet)]: () => [200, [memberCard(3)]] });
    const { unmount } = renderApp('/');
    await screen.findByRole('list', { name: 'New Members' });
    expect(screen.queryByText('mfe_profile/ProfileCompleteness')).toBeNull();
    unmount();

    logIn(1);
    renderApp('/');
    const card = await screen.findByText('mfe_profile/ProfileCompleteness');
    // Above the member cards, where a new member looks first.
    const members = await screen.findByRole('list', { name: 'New Members' });
    expect(card.compareDocumentPosition(members) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so in the section when the cards cannot be loaded, and the rest of the page works', async () => {
    fakeApi();
    await openHome();
    const section = screen.getByRole('region', { name: 'New Members' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'The member cards could not be loaded: Service unavailable',
    );
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Find your partner between Thailand and Norway',
    );
  });

  it("shows 'Our Inspiration', whose switch changes it and the whole interface", async () => {
    fakeApi();
    await openHome();
    const inspiration = screen.getByRole('region', { name: 'Our Inspiration' });
    expect(inspiration.textContent).toContain('Love does not ask where you were born.');

    fireEvent.click(within(inspiration).getByRole('button', { name: 'TH ไทย' }));
    const thai = await screen.findByRole('region', { name: 'แรงบันดาลใจของเรา' });
    expect(thai.textContent).toContain('ความรักไม่เคยถามว่าคุณเกิดที่ไหน');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'สมัครสมาชิกในฐานะ' })).toBeTruthy();

    fireEvent.click(within(thai).getByRole('button', { name: 'NO Norsk' }));
    const norwegian = await screen.findByRole('region', { name: 'Vår inspirasjon' });
    expect(norwegian.textContent).toContain('Kjærligheten spør ikke hvor du er født.');
    expect(screen.getByRole('link', { name: 'Versjon 1.0.15' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('no');
  });
});
