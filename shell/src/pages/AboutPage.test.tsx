import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, routeOf } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser } from '../testing';

describe('about page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('shows its image, its objectives, and who may register', async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.settingImageGet)]: () => [
        200,
        { status: 'OK', image: gatewayPaths.photo('a') },
      ],
    });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() =>
      expect(document.querySelector('.shell-about__image img')?.getAttribute('src')).toBe(
        gatewayPaths.photo('a'),
      ),
    );
    expect(callsTo(calls, profileCalls.settingImageGet)[0]?.body).toEqual({
      type: 'about',
    });
    const objectives = screen.getByRole('region', { name: 'Our objectives' });
    expect(within(objectives).getAllByRole('listitem')).toHaveLength(5);
    const registration = screen.getByRole('region', { name: 'Registration' });
    // Men register too (the home page's Man button): the page states the actual rule.
    expect(registration.textContent).not.toContain('not accepted');
    expect(registration.textContent).toContain(
      'Men and women register the same way, and registering is free.',
    );
    expect(registration.textContent).toContain('Help with registration is free.');
    expect(within(registration).getByRole('link').getAttribute('href')).toBe('/contact');
  });

  it('has a language switch that changes the page and the frame around it', async () => {
    fakeApi();
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const article = screen.getByRole('article');
    fireEvent.click(within(article).getByRole('button', { name: 'NO Norsk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Om oss' })).toBeTruthy();
    expect(
      screen.getByText(
        /Menn og kvinner registrerer seg på samme måte, og registreringen er gratis/,
      ),
    ).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Om nettstedet' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vilkår og betingelser', 'Personvernerklæring', 'Trygg dating', 'Versjon 1.0.15']);
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(document.title).toBe('Thai-norsk dating');
  });
});
