import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeRemoteComponents, logIn, routeOf } from '@dating/portal/testing';
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
        { status: 'FAILED', message: 'Not found' },
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

  it("mounts mfe-matching's member cards in the 'New Members' section", async () => {
    fakeApi();
    await openHome();
    const section = screen.getByRole('region', { name: 'New Members' });
    expect(
      await within(section).findByText('matching/HomeMembers labelled New Members'),
    ).toBeTruthy();
  });

  it("mounts mfe-profile's completeness card for a logged-in member, not for a visitor", async () => {
    fakeApi();
    const components = fakeRemoteComponents({
      'matching/HomeMembers': () => <p>members</p>,
      'profile/ProfileCompleteness': () => <p>profile/ProfileCompleteness</p>,
    });
    const { unmount } = renderApp('/', workingRemotes, components);
    await screen.findByText('members');
    expect(screen.queryByText('profile/ProfileCompleteness')).toBeNull();
    unmount();

    logIn(1);
    renderApp('/', workingRemotes, components);
    const card = await screen.findByText('profile/ProfileCompleteness');
    // Above the member cards, where a new member looks first.
    const members = screen.getByText('members');
    expect(card.compareDocumentPosition(members) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so in the section when mfe-matching is down, and the rest of the page works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi();
    renderApp('/', workingRemotes, fakeRemoteComponents({}));
    const section = await screen.findByRole('region', { name: 'New Members' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Find your partner between Thailand and Norway',
    );
    jest.restoreAllMocks();
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
