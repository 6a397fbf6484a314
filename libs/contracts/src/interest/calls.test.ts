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

describe('closing reports', () => {
  const parse = (input: object) => {
    const result = interestCalls.adminReportResolve.input.safeParse({
      reported_user_id: 3,
      reason: 'Not her photo',
      ...input,
    });
    return result.success ? result.data : result.error.issues.map((issue) => issue.path);
  };

  it('names the slot of a photo removal, and no slot otherwise', () => {
    expect(parse({ resolution: 'photo-removed', slot: 2 })).toEqual({
      reported_user_id: 3,
      reason: 'Not her photo',
      resolution: 'photo-removed',
      slot: 2,
    });
    expect(parse({ resolution: 'photo-removed' })).toEqual([['slot']]);
    expect(parse({ resolution: 'photo-removed', slot: 4 })).toEqual([['slot']]);
    expect(parse({ resolution: 'deactivated', slot: 2 })).toEqual({
      reported_user_id: 3,
      reason: 'Not her photo',
      resolution: 'deactivated',
    });
  });
});
