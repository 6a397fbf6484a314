import { routes } from '@dating/contracts';
import { RouteMatcher } from './route-matcher';

const matcher = new RouteMatcher(routes);

describe('RouteMatcher', () => {
  it('finds a route by method and path and decodes path parameters', () => {
    const matched = matcher.match('GET', '/api/get-user-by-username/n%C3%B8k');
    expect(matched?.route.http.path).toBe('/api/get-user-by-username/:username');
    expect(matched?.params).toEqual({ username: 'nøk' });
  });

  it('does not match another method, a longer path or a prefix', () => {
    expect(matcher.match('POST', '/api/menu')).toBeNull();
    expect(matcher.match('GET', '/api/menu/extra')).toBeNull();
    expect(matcher.match('GET', '/api/get-user-by-username/')).toBeNull();
    expect(matcher.match('POST', '/api/user/login.')).toBeNull();
  });

  it('keeps a badly encoded parameter as it came, for validation to refuse', () => {
    expect(matcher.match('GET', '/api/get-user-by-username/%E0%A4%A')?.params).toEqual({
      username: '%E0%A4%A',
    });
  });

  it('finds every route of the table by its own path, parameters filled in', () => {
    for (const route of routes) {
      const path = route.http.path.replace(/:(\w+)/g, 'sample-$1');
      const matched = matcher.match(route.http.method, path);
      expect(matched?.route).toBe(route);
    }
  });
});
