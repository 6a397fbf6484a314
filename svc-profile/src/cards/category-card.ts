import { ageInYears, photoUrl, type CategoryCard } from '@dating/contracts';
import { activitySeen } from '../activity/activity';

/** A member as a card query reads them. */
export interface CardRow {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  birthdate: string;
  caption: string | null;
  /** Photo 1's file, when there is one. */
  img_file: string | null;
  verified: boolean;
  /** The GENDER code (null for a profile saved before gender was a column). */
  gender: string | null;
  /**
   * When the member was last active, in epoch milliseconds (a number is read from a row in a
   * fraction of what a timestamp takes). Never sent: only its bucket, to a viewer who may see it.
   */
  last_active_ms: number;
  shows_activity: boolean;
}

/**
 * SPEC.md §2's card: the card-size image of photo 1, name, age in full years, caption, and how
 * recently the member was active as `viewerShows` (the viewer's own setting) allows; nothing
 * about activity for a visitor or an administrator (null).
 */
export function toCategoryCard(
  row: CardRow,
  viewerShows: boolean | null,
  today: Date = new Date(),
): CategoryCard {
  return {
    id: row.id,
    name: row.name,
    age: ageInYears(row.birthdate, today),
    caption: row.caption,
    img: row.img_file ? photoUrl(row.img_file, 'card') : null,
    gender: row.gender,
    verified: row.verified,
    // Left out for a visitor, as the contract says: there is no viewer to ask.
    ...(viewerShows === null
      ? {}
      : {
          active: activitySeen(
            { lastActive: new Date(row.last_active_ms), shown: row.shows_activity },
            viewerShows,
            today,
          ),
        }),
  };
}
