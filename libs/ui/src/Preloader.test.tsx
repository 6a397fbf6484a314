import { act, fireEvent, render, screen } from '@testing-library/react';
import { Preloader, preloaderLimitMs } from './Preloader';

function renderPreloader(onRetry = jest.fn()) {
  render(
    <Preloader
      label="Loading…"
      slowTitle="This is taking too long"
      slowText="Please check your connection."
      retryLabel="Retry"
      onRetry={onRetry}
    />,
  );
  return onRetry;
}

describe('Preloader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is limited to 30 seconds', () => {
    expect(preloaderLimitMs).toBe(30_000);
  });

  it('spins for up to 30 seconds, then gives way to a clear message with Retry', () => {
    const onRetry = renderPreloader();
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    act(() => jest.advanceTimersByTime(preloaderLimitMs - 1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This is taking too long');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves no timer behind once what it stood for has loaded', () => {
    const { unmount } = render(
      <Preloader
        label="Loading…"
        slowTitle=""
        slowText=""
        retryLabel="Retry"
        onRetry={jest.fn()}
      />,
    );
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
