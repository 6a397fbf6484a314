import { ageInYears, photoUrl, type CategoryCard } from '@dating/contracts';

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
}

/** SPEC.md §2's card: the card-size image of photo 1, name, age in full years, caption. */
export function toCategoryCard(row: CardRow, today: Date = new Date()): CategoryCard {
  return {
    id: row.id,
    name: row.name,
    age: ageInYears(row.birthdate, today),
    caption: row.caption,
    img: row.img_file ? photoUrl(row.img_file, 'card') : null,
    gender: row.gender,
    verified: row.verified,
  };
}
