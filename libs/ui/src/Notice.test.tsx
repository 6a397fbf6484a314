import { act, fireEvent, render, screen } from '@testing-library/react';
import { Notice } from './Notice';

const closingText = (seconds: number) => `Closing in ${seconds} seconds`;

describe('Notice', () => {
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down from 5 seconds and removes itself after 5 s', () => {
    const onClose = jest.fn();
    render(
      <Notice kind="error" closingText={closingText} dismissLabel="Close" onClose={onClose}>
        Error: Invalid username or password
      </Notice>,
    );

    expect(screen.getByRole('alert').textContent).toContain('Error: Invalid username or password');
    expect(screen.getByText('Closing in 5 seconds')).toBeTruthy();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Closing in 4 seconds')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Closing in 3 seconds')).toBeTruthy();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Closing in 1 seconds')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('scrolls itself into view', () => {
    render(
      <Notice kind="success" closingText={closingText} dismissLabel="Close">
        Successfully: saved
      </Notice>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').className).toContain('ui-notice--success');
  });

  it('closes at once when dismissed', () => {
    const onClose = jest.fn();
    render(
      <Notice kind="error" closingText={closingText} dismissLabel="Close" onClose={onClose}>
        Error: boom
      </Notice>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
