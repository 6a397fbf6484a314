import path from 'node:path';

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** Files whose name stays the same from one release to the next: always revalidated. */
const entryPoints = new Set([
  'index.html',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);

/** A content hash in the name (main.3f2a9c1b.js, 412.9e1f0c2d7a.js.map): safe to keep forever. */
const hashed = /(?:^|[.\-_])[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (entryPoints.has(name) || name.endsWith('.html')) return revalidate;
  if (hashed.test(name)) return immutable;
  return revalidate;
}
