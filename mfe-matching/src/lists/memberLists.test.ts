import { interestCalls } from '@dating/contracts';
import { setRuntimeConfig } from '@dating/portal';
import { fakeApi, routeOf, testRuntimeConfig, memberCard } from '@dating/portal/testing';
import { cardPageOf, readListPage } from './memberLists';

const emptyPage = { status: 'OK', result: [], page: 1, has_more: false };

describe('readListPage', () => {
  beforeEach(() => setRuntimeConfig(testRuntimeConfig));

  it('reads My Interest by user_id, Interest Me by user_interest_id, Matching by user_id', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.list)]: () => [200, emptyPage],
      [routeOf(interestCalls.matches)]: () => [200, emptyPage],
    });
    await readListPage('myInterest', 7, 1);
    await readListPage('interestMe', 7, 2);
    await readListPage('matching', 7, 3);
    expect(calls.map((call) => [`${call.method} ${call.path}`, call.body])).toEqual([
      [routeOf(interestCalls.list), { user_id: 7, page: 1 }],
      [routeOf(interestCalls.list), { user_interest_id: 7, page: 2 }],
      [routeOf(interestCalls.matches), { user_id: 7, page: 3 }],
    ]);
  });
});

describe('cardPageOf', () => {
  it('asks for the next page while there are more', () => {
    expect(
      cardPageOf({
        status: 'OK',
        result: [memberCard(3)],
        page: 2,
        has_more: true,
        unavailable: 1,
      }),
    ).toEqual({ cards: [memberCard(3)], next: 3, unavailable: 1 });
  });

  it('ends on the last page', () => {
    expect(
      cardPageOf({ status: 'OK', result: [], page: 4, has_more: false, unavailable: 0 }),
    ).toEqual({ cards: [], next: null, unavailable: 0 });
  });
});
