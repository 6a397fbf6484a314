import type { CategoryCard } from '@dating/contracts';
import { appendCards, withoutMember } from './pagedCards';

const card = (id: number): CategoryCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  caption: null,
  img: null,
});

describe('appendCards', () => {
  it('puts the next page after the cards already shown, in order', () => {
    expect(appendCards([card(9), card(8)], [card(7), card(6)]).map((c) => c.id)).toEqual([
      9, 8, 7, 6,
    ]);
  });

  it('leaves out a member who is already shown', () => {
    expect(appendCards([card(9), card(8)], [card(8), card(7)]).map((c) => c.id)).toEqual([9, 8, 7]);
  });

  it('keeps the cards shown when the next page is empty', () => {
    expect(appendCards([card(1)], []).map((c) => c.id)).toEqual([1]);
  });
});

describe('withoutMember', () => {
  it('leaves out only that member, keeping the order', () => {
    expect(withoutMember([card(9), card(8), card(7)], 8).map((c) => c.id)).toEqual([9, 7]);
  });

  it('keeps every card when the member is not shown', () => {
    expect(withoutMember([card(9)], 4).map((c) => c.id)).toEqual([9]);
  });
});
