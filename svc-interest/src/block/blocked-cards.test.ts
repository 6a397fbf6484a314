import { type CategoryCard } from '@dating/contracts';
import { blockedMemberCards } from './blocked-cards';

const visibleCard = (id: number, name: string): CategoryCard => ({
  id,
  name,
  age: 31,
  caption: 'Hello',
  img: `photo-${id}.jpg`,
});

describe('blockedMemberCards', () => {
  it('keeps the order blocked, whatever order the visible cards come in', () => {
    const cards = blockedMemberCards(
      [
        { id: 3, name: 'Chai' },
        { id: 1, name: 'Anong' },
      ],
      [visibleCard(1, 'Anong'), visibleCard(3, 'Chai')],
    );
    expect(cards.map((card) => card.id)).toEqual([3, 1]);
  });

  it("shows a visible member's current card, not the name remembered at the block", () => {
    expect(blockedMemberCards([{ id: 1, name: 'Old name' }], [visibleCard(1, 'New name')])).toEqual(
      [visibleCard(1, 'New name')],
    );
  });

  it('shows a hidden member with only the id and the remembered name', () => {
    expect(blockedMemberCards([{ id: 2, name: 'Bjørn' }], [])).toEqual([
      { id: 2, name: 'Bjørn', age: null, caption: null, img: null },
    ]);
  });

  it('is empty when nobody is blocked', () => {
    expect(blockedMemberCards([], [visibleCard(1, 'Anong')])).toEqual([]);
  });
});
