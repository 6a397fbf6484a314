import { deviceId, deviceIdKey } from './device';
import { clearSession, login } from './session';

describe("the browser's device id", () => {
  beforeEach(() => localStorage.clear());

  it('is made once, random and URL-safe, and kept across logouts', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(localStorage.getItem(deviceIdKey)).toBe(id);
    login('jwt', 7, 'U');
    clearSession();
    expect(deviceId()).toBe(id);
  });

  it('differs between browsers, and replaces a damaged one', () => {
    const first = deviceId();
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
    localStorage.setItem(deviceIdKey, 'bad id!');
    expect(deviceId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
