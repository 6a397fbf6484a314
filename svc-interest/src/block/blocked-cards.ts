import { type CategoryCard } from '@dating/contracts';

/** A member the caller blocked, with their name as it was when blocked. */
export interface BlockedMember {
  id: number;
  name: string;
}

/**
 * The Blocked members page's cards, in the order blocked: each member's card while their
 * profile is visible; otherwise a card with only the id and the name remembered at the block,
 * so a hidden member can still be unblocked without showing anything they have hidden.
 */
export function blockedMemberCards(
  blocked: readonly BlockedMember[],
  visible: readonly CategoryCard[],
): CategoryCard[] {
  const cards = new Map(visible.map((card) => [card.id, card]));
  return blocked.map(
    (member) =>
      cards.get(member.id) ?? {
        id: member.id,
        name: member.name,
        age: null,
        caption: null,
        img: null,
      },
  );
}
