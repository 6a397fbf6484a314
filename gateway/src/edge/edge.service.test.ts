import { z } from 'zod';
import { ErrorCode, type RouteDefinition } from '@dating/contracts';
import { type ServiceException } from '@dating/server';
import { assertOwnInput, cacheHeaders, routeInput, validateInput } from './edge.service';

const route: RouteDefinition = {
  method: 'POST',
  path: '/api/example',
  subject: 'example.thing.do',
  access: 'member',
  input: z.object({ user_id: z.number(), note: z.string().optional() }),
  summary: 'example',
  ownerField: 'user_id',
};
const member = { userId: 7, username: 'somchai', role: 'U' as const };

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    return ((error as ServiceException).getError() as { code: string }).code;
  }
  return undefined;
}

describe('the edge rules', () => {
  it("lets a member act on their own data and refuses another member's with 403", () => {
    expect(codeOf(() => assertOwnInput(route, { user_id: 7 }, member))).toBeUndefined();
    expect(codeOf(() => assertOwnInput(route, { user_id: 8 }, member))).toBe(ErrorCode.Forbidden);
    expect(
      codeOf(() =>
        assertOwnInput(route, { user_id: 7 }, { ...member, role: 'A' as const, userId: 1 }),
      ),
    ).toBe(ErrorCode.Forbidden);
    expect(codeOf(() => assertOwnInput(route, {}, member))).toBe(ErrorCode.Forbidden);
    expect(codeOf(() => assertOwnInput(route, { user_id: 7 }, null))).toBe(ErrorCode.Forbidden);
  });

  it('lets anyone call a public route without its optional owner field, but never for another', () => {
    const publicRoute: RouteDefinition = {
      ...route,
      access: 'public',
      input: z.object({ user_id: z.number().optional() }),
    };
    expect(codeOf(() => assertOwnInput(publicRoute, {}, null))).toBeUndefined();
    expect(codeOf(() => assertOwnInput(publicRoute, {}, member))).toBeUndefined();
    expect(codeOf(() => assertOwnInput(publicRoute, { user_id: 7 }, member))).toBeUndefined();
    expect(codeOf(() => assertOwnInput(publicRoute, { user_id: 7 }, null))).toBe(
      ErrorCode.Forbidden,
    );
    expect(codeOf(() => assertOwnInput(publicRoute, { user_id: 8 }, member))).toBe(
      ErrorCode.Forbidden,
    );
    expect(codeOf(() => assertOwnInput(publicRoute, { user_id: null }, member))).toBe(
      ErrorCode.Forbidden,
    );
  });

  it('takes an empty body as an empty object and refuses a body that is not an object', () => {
    expect(routeInput(route, undefined, {})).toEqual({});
    expect(codeOf(() => routeInput(route, [1, 2], {}))).toBe(ErrorCode.BadRequest);
    expect(codeOf(() => routeInput(route, 'text', {}))).toBe(ErrorCode.BadRequest);
  });

  it('validates with the route schema and names the field', () => {
    expect(validateInput(route, { user_id: 7 })).toEqual({ user_id: 7 });
    expect(() => validateInput(route, { user_id: 'seven' })).toThrow();
  });

  it('caches only what the route allows, privately for members', () => {
    expect(cacheHeaders(route)).toEqual({ 'cache-control': 'no-store' });
    expect(cacheHeaders({ ...route, maxAgeSeconds: 60 })).toEqual({
      'cache-control': 'private, max-age=60',
      vary: 'Accept-Language',
    });
  });
});
