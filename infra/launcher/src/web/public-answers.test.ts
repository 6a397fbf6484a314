import { sharedLifetimeSeconds } from './public-answers';

describe('how long the web tier may serve an answer without asking', () => {
  it('takes s-maxage over max-age, and only for a public answer', () => {
    expect(sharedLifetimeSeconds('public, max-age=300, s-maxage=5')).toBe(5);
    expect(sharedLifetimeSeconds('public, max-age=300')).toBe(300);
    expect(sharedLifetimeSeconds('Public, Max-Age=60')).toBe(60);
  });

  it('keeps nothing that is private, not to be stored, without a lifetime or malformed', () => {
    for (const header of [
      undefined,
      '',
      'private, max-age=60',
      'public, no-store, max-age=60',
      'public',
      'public, max-age=0',
      'public, max-age=300, s-maxage=0',
      'public, max-age=soon',
      'max-age=60',
    ])
      expect(sharedLifetimeSeconds(header)).toBeNull();
  });
});
