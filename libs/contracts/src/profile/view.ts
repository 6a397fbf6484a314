import type { SectionTable } from './sections';

/** A choice as the viewer reads it: the code and its label in the viewer's language. */
export interface ChoiceLabel {
  code: string;
  label: string;
}

export type ViewValue = string | number | ChoiceLabel | ChoiceLabel[] | null;

/**
 * One section as a viewer may see it. A field the owner hid is listed in `hidden`; for another
 * member its value is left out (shown as '[Hidden]'), for the owner it is there (with a tag).
 * Contact fields reach another member only when `contact_visible` (SPEC.md §4's rule).
 */
export interface ViewSection {
  values: Record<string, ViewValue>;
  hidden: string[];
}

export interface PhotoView {
  img_seq: number;
  url: string;
  card_url: string;
  img_type: string;
  img_size: number;
}

/** POST /api/get-profile: the whole profile page in one answer. */
export interface ProfileView {
  user_id: number;
  is_owner: boolean;
  /** Y visible, N hidden by its owner (only the owner ever receives N). */
  active_flag: 'Y' | 'N';
  age: number | null;
  sections: Record<SectionTable, ViewSection | null>;
  /**
   * Whether USER_INFO's contact fields are in `values`: always for the owner; for another
   * member only under SPEC.md §4's rule (the viewer subscribes and the member responded).
   */
  contact_visible: boolean;
  photos: PhotoView[];
}

export interface ProfileViewResult {
  status: 'OK';
  profile: ProfileView;
}

/** A member card (SPEC.md §2 Cards): `img` is the card-size URL of photo 1, or null. */
export interface CategoryCard {
  id: number;
  name: string;
  age: number | null;
  caption: string | null;
  img: string | null;
}

/** POST /api/get-category with a search: one page of cards, newest members first. */
export interface CategoryPageResult {
  status: 'OK';
  result: CategoryCard[];
  /** The `cursor` that asks for the next page; null on the last one. */
  next_cursor: string | null;
}
