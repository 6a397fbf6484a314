import { type RouteDefinition } from '@dating/contracts';

export interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
}

function compile(route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.http.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), paramNames };
}

/**
 * Finds the route-table entry for a method and path (query string excluded): a path without
 * parameters by one lookup, the few with parameters by their patterns, in table order.
 */
export class RouteMatcher {
  private readonly exact = new Map<string, RouteDefinition>();
  private readonly withParams: CompiledRoute[] = [];

  constructor(routes: readonly RouteDefinition[]) {
    for (const route of routes) {
      if (route.http.path.includes('/:')) this.withParams.push(compile(route));
      else if (!this.exact.has(keyOf(route.http.method, route.http.path)))
        this.exact.set(keyOf(route.http.method, route.http.path), route);
    }
  }

  match(method: string, path: string): MatchedRoute | null {
    const route = this.exact.get(keyOf(method, path));
    if (route) return { route, params: {} };
    for (const { route, pattern, paramNames } of this.withParams) {
      if (route.http.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      paramNames.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return null;
  }
}

const keyOf = (method: string, path: string) => `${method} ${path}`;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
