import { act, screen, waitFor } from '@testing-library/react';
import { gatewayPaths, profileCalls } from '@dating/contracts';
import { setLanguage, setRuntimeConfig } from '@dating/portal';
import { callsTo, routeOf } from '@dating/portal/testing';
import { fakeApi, renderApp, resetBrowser, testConfig } from '../../testing';
import { warmSettingImage } from './useSettingImage';

describe('the home image asked for before the page renders', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('is shown by the home page without asking again', async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.settingImageGet)]: () => [
        200,
        { status: 'OK', image: gatewayPaths.photo('early') },
      ],
    });
    // As at start: the image is asked for as soon as the configuration is in.
    setRuntimeConfig(testConfig);
    await warmSettingImage('home');

    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const image = await waitFor(
      () => {
        const shown = document.querySelector('.shell-hero__image img');
        expect(shown).not.toBeNull();
        return shown as HTMLImageElement;
      },
      { timeout: 5000 },
    );
    expect(image.getAttribute('src')).toBe(gatewayPaths.photo('early'));
    expect(callsTo(calls, profileCalls.settingImageGet)).toHaveLength(1);
  });
});
