import { z } from 'zod';
import { ErrorCode, type RouteDefinition } from '@dating/contracts';
import { type ServiceException } from '@dating/server';
import { cacheHeaders, routeInput } from './edge.service';

const route: RouteDefinition = {
  subject: 'profile.thing.do',
  access: 'member',
  input: z.object({ user_id: z.number(), note: z.string().optional() }),
  output: z.object({ status: z.string() }),
  summary: 'example',
  ownerField: 'user_id',
  http: { method: 'POST', path: '/api/example' },
};

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    return ((error as ServiceException).getError() as { code: string }).code;
  }
  return undefined;
}

describe('the edge rules', () => {
  it('takes an empty body as an empty object and refuses a body that is not an object', () => {
    expect(routeInput(route, undefined, {})).toEqual({});
    expect(codeOf(() => routeInput(route, [1, 2], {}))).toBe(ErrorCode.BadRequest);
    expect(codeOf(() => routeInput(route, 'text', {}))).toBe(ErrorCode.BadRequest);
  });

  it('caches only what the route allows, privately for members', () => {
    expect(cacheHeaders(route, 5)).toEqual({ 'cache-control': 'no-store' });
    expect(cacheHeaders({ ...route, http: { ...route.http, maxAgeSeconds: 60 } }, 5)).toEqual({
      'cache-control': 'private, max-age=60',
      vary: 'Accept-Language',
    });
  });

  it('lets the web tier keep an answer every visitor shares as long as the gateway does', () => {
    const visitorRoute = { ...route, access: 'visitor' as const };
    const shared = {
      ...visitorRoute,
      http: { ...route.http, maxAgeSeconds: 300, sharedAnswer: true as const },
    };
    expect(cacheHeaders(shared, 5)).toEqual({
      'cache-control': 'public, max-age=300, s-maxage=5',
      vary: 'Accept-Language',
    });
    expect(cacheHeaders(shared, 0)['cache-control']).toBe('public, max-age=300, s-maxage=0');
    const notShared = { ...visitorRoute, http: { ...route.http, maxAgeSeconds: 300 } };
    expect(cacheHeaders(notShared, 5)['cache-control']).toBe('public, max-age=300, s-maxage=0');
  });
});
