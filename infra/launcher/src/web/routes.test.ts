import { isAppRoute, pathOf } from './routes';

describe('isAppRoute', () => {
  it.each(['/', '/login', '/search', '/admin/members', '/no/such/page', '/profile/42'])(
    '%s is the shell’s',
    (path) => {
      expect(isAppRoute('GET', path)).toBe(true);
    },
  );

  it('leaves the API, the remotes and other methods alone', () => {
    expect(isAppRoute('GET', '/api')).toBe(false);
    expect(isAppRoute('GET', '/api/menu')).toBe(false);
    expect(isAppRoute('GET', '/remotes/profile/missing.js')).toBe(false);
    expect(isAppRoute('POST', '/login')).toBe(false);
    expect(isAppRoute('HEAD', '/login')).toBe(true);
    expect(isAppRoute('GET', '/apiary')).toBe(true);
  });
});

describe('pathOf', () => {
  it('drops the query', () => {
    expect(pathOf('/search?age=30')).toBe('/search');
    expect(pathOf('/')).toBe('/');
  });
});
