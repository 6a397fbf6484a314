import { listRequest } from './memberLists';

describe('listRequest', () => {
  it('reads My Interest by user_id, Interest Me by user_interest_id, Matching by user_id', () => {
    expect(listRequest('myInterest', 7, 1)).toEqual({
      path: '/api/get-user-interest',
      body: { user_id: 7, page: 1 },
    });
    expect(listRequest('interestMe', 7, 2)).toEqual({
      path: '/api/get-user-interest',
      body: { user_interest_id: 7, page: 2 },
    });
    expect(listRequest('matching', 7, 3)).toEqual({
      path: '/api/get-user-matching',
      body: { user_id: 7, page: 3 },
    });
  });
});
