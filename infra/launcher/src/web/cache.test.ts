import { cacheControlFor, immutable, revalidate } from './cache';

describe('cacheControlFor', () => {
  it.each([
    '/dist/assets/main.3f2a9c1b.js',
    '/dist/412.9e1f0c2d7a6b5c4d3e2f.js',
    '/dist/412.9e1f0c2d.js.map',
    '/dist/static/css/app-0123abcd.css',
    '/dist/__federation_expose_Pages.0a1b2c3d4e.js',
    '/dist/img/logo.89abcdef.png',
  ])('keeps hashed %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(immutable);
  });

  it.each([
    '/dist/index.html',
    '/dist/config.json',
    '/dist/mf-manifest.json',
    '/dist/mf-stats.json',
    '/dist/remoteEntry.js',
    '/dist/favicon.ico',
    '/dist/main.js',
    '/dist/123.js',
    '/dist/deadbeef-ish/readme.txt',
  ])('revalidates %s on every use', (file) => {
    expect(cacheControlFor(file)).toBe(revalidate);
  });
});
