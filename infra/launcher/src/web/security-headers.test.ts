import { runtimeConfig } from './runtime-config';
import { remoteOrigins, securityHeaders } from './security-headers';

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('securityHeaders', () => {
  it('lets pages load only from this origin, and no page frame them', () => {
    const headers = securityHeaders([]);
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  });

  it('adds the origins the remotes load from to scripts, styles, fonts and data', () => {
    const csp = directives(securityHeaders(['https://cdn.example'])['content-security-policy']);
    for (const name of ['script-src', 'style-src', 'font-src', 'connect-src'])
      expect(csp.get(name)).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example']));
    expect(csp.get('img-src')).not.toContain('https://cdn.example');
  });
});

describe('remoteOrigins', () => {
  it('is empty when every remote is served from this origin', () => {
    expect(remoteOrigins(runtimeConfig('key', '1.0.0'))).toEqual([]);
  });

  it('names each other origin once', () => {
    const config = {
      apiKey: 'key',
      version: '1.0.0',
      remotes: {
        profile: 'https://cdn.example/profile/mf-manifest.json',
        matching: 'https://cdn.example/matching/mf-manifest.json',
        subscription: '/remotes/subscription/mf-manifest.json',
      },
    };
    expect(remoteOrigins(config)).toEqual(['https://cdn.example']);
  });
});
