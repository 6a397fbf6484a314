import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from './i18n';
import { NoticeProvider, useNotice } from './notice';
import { PortalProvider } from './PortalProvider';

function Buttons() {
  const notice = useNotice();
  return (
    <>
      <button onClick={() => notice.error('Invalid username or password')}>fail</button>
      <button onClick={() => notice.success('Interest Finished')}>win</button>
    </>
  );
}

function renderNotices() {
  return render(
    <PortalProvider>
      <NoticeProvider>
        <Buttons />
      </NoticeProvider>
    </PortalProvider>,
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
    fireEvent.click(screen.getByText('fail'));
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('win'));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Buttons />)).toThrow('useNotice() needs a <NoticeProvider> above it');
  });
});
