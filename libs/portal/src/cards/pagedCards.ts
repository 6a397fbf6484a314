import type { CategoryCard, SearchSort } from '@dating/contracts';

/**
 * One page of member cards and how to ask for the next one: a search's cursor, a list's page
 * number, or null at the end.
 */
export interface CardPage<Next> {
  cards: CategoryCard[];
  next: Next | null;
  /** Members of a list's page no longer there to see (hidden or deactivated): only counted. */
  unavailable?: number;
  /** The order a search's page was served in (it may differ from the one asked). */
  sort?: SearchSort;
}

/**
 * The cards shown after 'Load more': the new page after the old one. A member already shown is
 * not shown twice (a list read by page number shifts when someone new arrives in between).
 */
export function appendCards(
  shown: readonly CategoryCard[],
  more: readonly CategoryCard[],
): CategoryCard[] {
  const ids = new Set(shown.map((card) => card.id));
  return [...shown, ...more.filter((card) => !ids.has(card.id))];
}

/** The cards without the member `id`: someone just blocked or unblocked leaves the list at once. */
export function withoutMember(cards: readonly CategoryCard[], id: number): CategoryCard[] {
  return cards.filter((card) => card.id !== id);
}
