import { type ProfileStatsResult } from '@dating/contracts';
import { type RegistrationRow } from './stats.repository';

type Figures = Pick<ProfileStatsResult, 'by_gender' | 'by_country' | 'members_new'>;

/**
 * Splits the GROUPING SETS rows into the per-gender and per-country series. Every profile is
 * in exactly one gender row of its day, so their sum is the number of new members.
 */
export function registrationFigures(rows: readonly RegistrationRow[]): Figures {
  const figures: Figures = { by_gender: [], by_country: [], members_new: 0 };
  for (const row of rows) {
    if (Number(row.by_country) === 1) {
      figures.by_country.push({ day: row.day, country: row.country ?? '', count: row.count });
    } else {
      figures.by_gender.push({ day: row.day, gender: row.gender, count: row.count });
      figures.members_new += row.count;
    }
  }
  return figures;
}
