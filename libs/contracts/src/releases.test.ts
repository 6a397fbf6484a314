import { releases, toBuddhistDate } from './releases';
import { portalVersion } from './version';

/** '15/03/2568' → the day it names, in the common era. */
function fromBuddhistDate(text: string): Date {
  const [day, month, year] = text.split('/').map(Number);
  return new Date((year ?? 0) - 543, (month ?? 0) - 1, day);
}

describe('the version history', () => {
  it('lists 1.0.15 down to 1.0.0, newest first, and the current version is the newest', () => {
    expect(releases.map((release) => release.version)).toEqual(
      Array.from({ length: 16 }, (_, index) => `1.0.${15 - index}`),
    );
    expect(portalVersion).toBe('1.0.15');
    expect(portalVersion).toBe(releases[0].version);
  });

  it('dates every release in the Buddhist era, each one later than the one before', () => {
    for (const release of releases) {
      expect(release.date).toMatch(/^\d{2}\/\d{2}\/25\d{2}$/);
      expect(toBuddhistDate(fromBuddhistDate(release.date))).toBe(release.date);
    }
    const days = releases.map((release) => fromBuddhistDate(release.date).getTime());
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(new Set(days).size).toBe(days.length);
  });

  it('gives every release detail lines', () => {
    for (const release of releases) {
      expect(release.details.length).toBeGreaterThan(0);
      expect(release.details.every((line) => line.trim() === line && line !== '')).toBe(true);
    }
  });

  it("keeps SPEC.md's release notes", () => {
    const notes = releases.flatMap((release) => release.details).join('\n');
    expect(notes).toContain('An automatic scheduler expires memberships on their end date.');
    expect(notes).toContain('The preloader is limited to 30 seconds.');
    expect(notes).toContain('The API restarts every 5 minutes');
    expect(notes).toContain('Admin dashboard');
    expect(notes).toContain('Manage users');
  });
});

describe('toBuddhistDate', () => {
  it('writes day/month/year with 543 added to the year', () => {
    expect(toBuddhistDate(new Date(2025, 2, 15))).toBe('15/03/2568');
    expect(toBuddhistDate(new Date(2024, 11, 1))).toBe('01/12/2567');
  });
});
