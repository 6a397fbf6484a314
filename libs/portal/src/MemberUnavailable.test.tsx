import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { ApiError } from './api';
import { setLanguage } from './i18n';
import { isMemberUnavailable, MemberUnavailable } from './MemberUnavailable';
import { renderRoutes, resetBrowser } from './testing';

const location = () => screen.getByTestId('location').textContent;
const pages = {
  '/matching': <Link to="/profile?id=12">Malee</Link>,
  '/profile': <MemberUnavailable />,
  '/': <h1>Home</h1>,
};

describe('a member who is not available', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it("is told by the server's 'This profile is not available' only", () => {
    expect(isMemberUnavailable(new ApiError('x', 404, { code: 'profileUnavailable' }))).toBe(true);
    expect(isMemberUnavailable(new ApiError('x', 404, { code: 'notFoundUser' }))).toBe(false);
    expect(isMemberUnavailable(new ApiError('x', 0, { code: 'internal' }))).toBe(false);
    expect(isMemberUnavailable(new Error('This profile is not available'))).toBe(false);
  });

  it('is said calmly, with Back to where the member came from', () => {
    renderRoutes('/matching', pages);
    fireEvent.click(screen.getByRole('link', { name: 'Malee' }));
    expect(screen.getByRole('heading', { name: 'This member is not available' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/matching');
  });

  it('leads Home when the visit began on the profile', () => {
    renderRoutes('/profile?id=12', pages);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(location()).toBe('/');
  });

  it('speaks Thai and Norwegian', () => {
    act(() => setLanguage('th'));
    const { unmount } = renderRoutes('/profile?id=12', pages);
    expect(screen.getByRole('heading', { name: 'สมาชิกคนนี้ไม่พร้อมให้ดู' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่หน้าแรก' })).toBeTruthy();
    unmount();
    act(() => setLanguage('no'));
    renderRoutes('/profile?id=12', pages);
    expect(
      screen.getByRole('heading', { name: 'Dette medlemmet er ikke tilgjengelig' }),
    ).toBeTruthy();
  });
});
