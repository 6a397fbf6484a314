import { readinessCacheControl } from './health.controller';

describe('how long the web tier may serve a readiness answer', () => {
  it('as long as the gateway keeps its check, in whole seconds, when ready', () => {
    expect(readinessCacheControl(true, 1500)).toBe('public, max-age=0, s-maxage=1');
    expect(readinessCacheControl(true, 5000)).toBe('public, max-age=0, s-maxage=5');
  });

  it('never when not ready or when the gateway keeps no check for a whole second', () => {
    expect(readinessCacheControl(false, 5000)).toBe('no-store');
    expect(readinessCacheControl(true, 999)).toBe('no-store');
    expect(readinessCacheControl(true, 0)).toBe('no-store');
  });
});
