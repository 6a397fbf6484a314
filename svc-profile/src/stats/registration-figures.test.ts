import { registrationFigures } from './registration-figures';

describe('registration figures', () => {
  it('splits the gender and country rows, and counts new members once', () => {
    expect(
      registrationFigures([
        { day: '2026-02-01', gender: 'F', country: null, by_country: 0, count: 2 },
        { day: '2026-02-01', gender: null, country: null, by_country: 0, count: 1 },
        { day: '2026-02-01', gender: null, country: 'Thailand', by_country: 1, count: 3 },
        { day: '2026-02-02', gender: 'M', country: null, by_country: 0, count: 1 },
        { day: '2026-02-02', gender: null, country: 'Norway', by_country: 1, count: 1 },
      ]),
    ).toEqual({
      by_gender: [
        { day: '2026-02-01', gender: 'F', count: 2 },
        { day: '2026-02-01', gender: null, count: 1 },
        { day: '2026-02-02', gender: 'M', count: 1 },
      ],
      by_country: [
        { day: '2026-02-01', country: 'Thailand', count: 3 },
        { day: '2026-02-02', country: 'Norway', count: 1 },
      ],
      members_new: 4,
    });
  });

  it('has nothing for a quiet window', () => {
    expect(registrationFigures([])).toEqual({ by_gender: [], by_country: [], members_new: 0 });
  });
});
