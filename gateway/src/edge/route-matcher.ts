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

/** Finds the route-table entry for a method and path (query string excluded). */
export class RouteMatcher {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly RouteDefinition[]) {
    this.compiled = routes.map(compile);
  }

  match(method: string, path: string): MatchedRoute | null {
    for (const { route, pattern, paramNames } of this.compiled) {
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

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
