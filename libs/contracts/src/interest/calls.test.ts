import { ownerOf } from '../call';
import { routes as allRoutes } from '../calls';
import { interestCalls } from './calls';

/** svc-interest's routes, as the gateway's route table holds them. */
const routes = allRoutes.filter((route) => ownerOf(route) === 'svc-interest');

describe("svc-interest's calls", () => {
  it('ask a confirmed e-mail to show interest, write, report or block, but never to unblock', () => {
    const confirmed = routes
      .filter((route) => route.confirmedEmail)
      .map((route) => route.http.path)
      .sort();
    expect(confirmed).toEqual(
      [
        '/api/block-member',
        '/api/create-interest',
        '/api/manage-interest',
        '/api/read-conversation',
        '/api/report-member',
        '/api/send-message',
      ].sort(),
    );
    expect(interestCalls.unblock.confirmedEmail).toBeUndefined();
  });
});
