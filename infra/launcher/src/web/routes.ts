/** Paths the browser app owns: every GET that is not the API, a remote's file or a real file. */
export function isAppRoute(method: string, urlPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(urlPath)) return false;
  if (urlPath.startsWith('/remotes/')) return false;
  return true;
}

export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}
