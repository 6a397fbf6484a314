import { act, render, screen } from '@testing-library/react';
import {
  clearSession,
  getSectionIndex,
  getSession,
  login,
  setSectionIndex,
  storageKeys,
  useSession,
} from './session';

function SessionView() {
  const session = useSession();
  return <p>{session.loggedIn ? `member ${session.userId}` : 'visitor'}</p>;
}

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it("uses SPEC.md's local storage keys", () => {
    expect(storageKeys).toMatchObject({
      token: 'token',
      userId: 'user_id',
      sectionIndex: 'section_index',
    });
  });

  it('stores token, user_id and role on login', () => {
    login('abc', 42, 'U');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('role')).toBe('U');
    expect(getSession()).toEqual({ token: 'abc', userId: 42, role: 'U', loggedIn: true });
  });

  it('clears token, user_id and role, and keeps the language', () => {
    localStorage.setItem('lang', 'th');
    login('abc', 42, 'U');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('th');
    expect(getSession().loggedIn).toBe(false);
  });

  it('re-renders on login and logout', () => {
    render(<SessionView />);
    expect(screen.getByText('visitor')).toBeTruthy();
    act(() => login('abc', 7, 'U'));
    expect(screen.getByText('member 7')).toBeTruthy();
    act(() => clearSession());
    expect(screen.getByText('visitor')).toBeTruthy();
  });

  it('keeps the wizard section in section_index', () => {
    expect(getSectionIndex()).toBeNull();
    setSectionIndex(3);
    expect(localStorage.getItem('section_index')).toBe('3');
    expect(getSectionIndex()).toBe(3);
  });
});
