import { establishedAfterDays, isEstablishedReporter, unknownStanding } from './reporter-standing';

const now = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('isEstablishedReporter', () => {
  it('is a confirmed account at least the set number of days old', () => {
    expect(establishedAfterDays).toBe(7);
    for (const days of [7, 8, 400]) {
      expect(
        isEstablishedReporter({ emailConfirmed: true, accountCreatedAt: daysAgo(days), now }),
      ).toBe(true);
    }
  });

  it('is not a younger account, however little younger', () => {
    for (const since of [now, daysAgo(1), daysAgo(6.99), new Date(daysAgo(7).getTime() + 1)]) {
      expect(isEstablishedReporter({ emailConfirmed: true, accountCreatedAt: since, now })).toBe(
        false,
      );
    }
  });

  it('is not an account of unknown age, nor one whose e-mail is unconfirmed', () => {
    expect(isEstablishedReporter({ emailConfirmed: true, accountCreatedAt: null, now })).toBe(
      false,
    );
    expect(
      isEstablishedReporter({ emailConfirmed: false, accountCreatedAt: daysAgo(400), now }),
    ).toBe(false);
  });

  it('is not a reporter svc-auth told nothing of', () => {
    expect(isEstablishedReporter(unknownStanding(now))).toBe(false);
  });

  it('takes a time in the future (a clock ahead) as new', () => {
    expect(
      isEstablishedReporter({ emailConfirmed: true, accountCreatedAt: daysAgo(-1), now }),
    ).toBe(false);
  });
});
