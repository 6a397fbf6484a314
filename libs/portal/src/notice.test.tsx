import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from './i18n';
import { NoticeProvider, useNotice } from './notice';

function Buttons() {
  const notice = useNotice();
  return (
    <>
      <button onClick={() => notice.error('Invalid username or password')}>fail</button>
      <button onClick={() => notice.error('Passwords do not match')}>mismatch</button>
      <button onClick={() => notice.success('Interest Finished')}>win</button>
      <button onClick={() => notice.clearErrors()}>clear</button>
    </>
  );
}

function renderNotices() {
  return render(
    <NoticeProvider>
      <Buttons />
    </NoticeProvider>,
  );
}

describe('notices', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
    act(() => setLanguage('en'));
  });

  afterEach(() => jest.useRealTimers());

  it("shows 'Error: {message}' and removes it after 5 seconds", () => {
    renderNotices();
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert').textContent).toContain('Error: Invalid username or password');
    expect(screen.getByText('Closing in 5 seconds')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Successfully: {message}' in the chosen language", () => {
    act(() => setLanguage('no'));
    renderNotices();
    fireEvent.click(screen.getByText('win'));
    expect(screen.getByRole('status').textContent).toContain('Vellykket: Interest Finished');
    expect(screen.getByText('Lukkes om 5 sekunder')).toBeTruthy();
  });

  it('keeps several notices, newest first', () => {
    renderNotices();
    fireEvent.click(screen.getByText('win'));
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('mismatch'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Passwords do not match'),
      expect.stringContaining('Invalid username or password'),
    ]);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('replaces the earlier errors with a success: a new outcome, not a stale banner', () => {
    renderNotices();
    fireEvent.click(screen.getByText('mismatch'));
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.click(screen.getByText('win'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Successfully: Interest Finished');
  });

  it('shows the same error once, as the newest', () => {
    renderNotices();
    fireEvent.click(screen.getByText('mismatch'));
    fireEvent.click(screen.getByText('fail'));
    fireEvent.click(screen.getByText('mismatch'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Passwords do not match'),
      expect.stringContaining('Invalid username or password'),
    ]);
  });

  it('clears the errors on request and keeps the successes', () => {
    renderNotices();
    fireEvent.click(screen.getByText('win'));
    fireEvent.click(screen.getByText('mismatch'));
    fireEvent.click(screen.getByText('clear'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow('useNotice() needs a <NoticeProvider> above it');
  });
});
