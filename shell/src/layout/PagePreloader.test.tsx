import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { login, setLanguage } from '@dating/portal';
import { preloaderLimitMs } from '@dating/ui';
import { fakeApi, remotesWithPage, renderApp, resetBrowser } from '../testing';

/** The remotes, with /matching's page given by `page` on each attempt. */
const matchingPage = (page: () => Promise<ComponentType>) =>
  remotesWithPage('mfe_matching/MatchingPage', page);

describe('the preloader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetBrowser();
    fakeApi();
    act(() => setLanguage('en'));
    login('token', 1, 'U');
  });

  afterEach(() => jest.useRealTimers());

  it('waits for a slow remote at most 30 seconds, then says so; Retry loads it again', async () => {
    const page = jest
      .fn<Promise<ComponentType>, []>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce(() => <h1>Matching</h1>);
    renderApp('/matching', matchingPage(page));
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await act(() => jest.advanceTimersByTimeAsync(preloaderLimitMs - 1));
    expect(screen.queryByText('This is taking longer than expected')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(1));
    const message = screen.getByRole('alert');
    expect(message.textContent).toContain('This is taking longer than expected');
    expect(screen.getByRole('banner')).toBeTruthy();

    fireEvent.click(within(message).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Matching');
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('says so in the chosen language', async () => {
    act(() => setLanguage('th'));
    renderApp(
      '/matching',
      matchingPage(() => new Promise(() => undefined)),
    );
    await act(() => jest.advanceTimersByTimeAsync(preloaderLimitMs));
    const message = screen.getByRole('alert');
    expect(message.textContent).toContain('ใช้เวลานานกว่าที่คาดไว้');
    expect(within(message).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });
});
