import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  failed,
  Role,
  routes,
  toLanguage,
  type Caller,
  type RouteDefinition,
  MessageCode,
} from '@dating/contracts';
import { CallClient, ServiceException } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Authenticator, bearerToken } from './authenticator';
import { InFlightLimit } from './in-flight-limit';
import { MemberActivity } from './member-activity';
import { RouteMatcher } from './route-matcher';
import { SharedRateLimiter } from './shared-rate-limiter';

export interface EdgeRequest {
  method: string;
  path: string;
  body: unknown;
  ip: string;
  authorization?: string;
  acceptLanguage?: string;
}

export interface EdgeResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const fail = (code: ErrorCode, message: MessageCode) => new ServiceException(code, message);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's input for validation: the JSON object body (POST) or the path parameters. */
export function routeInput(
  route: RouteDefinition,
  body: unknown,
  params: Record<string, string>,
): unknown {
  if (route.http.method === 'GET') return params;
  if (body === undefined || body === null || body === '') return { ...params };
  if (!isPlainObject(body)) throw fail(ErrorCode.BadRequest, MessageCode.bodyNotObject);
  return { ...body, ...params };
}

/**
 * What a browser may keep (the route's maxAgeSeconds) and how long the web tier in front may
 * serve a visitor answer without asking (s-maxage): an answer every visitor shares as long as
 * this gateway keeps it, so an admin's edit shows everywhere within that time; others never.
 */
export function cacheHeaders(
  route: RouteDefinition,
  sharedAnswerSeconds: number,
): Record<string, string> {
  const { maxAgeSeconds, sharedAnswer } = route.http;
  if (!maxAgeSeconds) return { 'cache-control': 'no-store' };
  if (route.access !== 'visitor')
    return { 'cache-control': `private, max-age=${maxAgeSeconds}`, vary: 'Accept-Language' };
  const sharedSeconds = sharedAnswer ? sharedAnswerSeconds : 0;
  return {
    'cache-control': `public, max-age=${maxAgeSeconds}, s-maxage=${sharedSeconds}`,
    vary: 'Accept-Language',
  };
}

/**
 * The edge: find the route, bound its calls under way (InFlightLimit), limit its rate, know the
 * caller, and make the call on the caller's behalf, sealed as the gateway. The service that
 * answers it validates the input and checks ownership (libs/server's CallGate), so those rules
 * live in one place; the edge passes on only an answer its route's output schema reads.
 */
@Injectable()
export class EdgeService {
  private readonly matcher = new RouteMatcher(routes);
  private readonly sharedAnswerSeconds: number;
  private readonly inFlight: InFlightLimit;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly limiter: SharedRateLimiter,
    private readonly calls: CallClient,
    private readonly activity: MemberActivity,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.sharedAnswerSeconds = Math.floor(config.SHARED_ANSWER_CACHE_MS / 1000);
    this.inFlight = new InFlightLimit(config.MAX_IN_FLIGHT_PER_ROUTE);
  }

  async handle(request: EdgeRequest): Promise<EdgeResponse> {
    const matched = this.matcher.match(request.method, request.path);
    if (!matched) throw fail(ErrorCode.NotFound, MessageCode.notFound);
    const { route, params } = matched;
    // A visitor's calls are counted by address before the bound on calls under way, so that one
    // client's flood is refused by its own limit and takes no one else's place.
    if (route.access === 'visitor') {
      const refused = await this.rateLimit(route, request.ip);
      if (refused) return refused;
    }
    const routeKey = `${route.http.method} ${route.http.path}`;
    return this.inFlight.run(routeKey, () => this.answer(route, params, request));
  }

  /**
   * The 429 answer when `client` is over the route's rate; null when it may go on. A member is
   * counted as themselves: members behind one carrier's shared address are not one client.
   */
  private async rateLimit(route: RouteDefinition, client: string): Promise<EdgeResponse | null> {
    const { ratePerMinute } = route.http;
    if (!ratePerMinute) return null;
    const decision = await this.limiter.hit(`${route.http.path}|${client}`, ratePerMinute);
    if (decision.allowed) return null;
    return {
      status: 429,
      headers: {
        'retry-after': String(decision.retryAfterSeconds),
        'cache-control': 'no-store',
      },
      body: failed(MessageCode.tooManyRequests),
    };
  }

  private async answer(
    route: RouteDefinition,
    params: Record<string, string>,
    request: EdgeRequest,
  ): Promise<EdgeResponse> {
    const caller = await this.caller(route, request.authorization);
    if (route.access !== 'visitor' && caller) {
      const refused = await this.rateLimit(route, `member:${caller.userId}`);
      if (refused) return refused;
    }
    this.activity.noted(caller);
    const input = routeInput(route, request.body, params);
    // Parsed against the route's output: an answer outside it is logged and becomes UNAVAILABLE
    // (503), so the browser only ever reads answers as declared.
    const body = await this.calls.call(route, input, {
      caller,
      lang: toLanguage(request.acceptLanguage?.slice(0, 2).toLowerCase()),
      onFailure: 'throw',
    });
    return { status: 200, headers: cacheHeaders(route, this.sharedAnswerSeconds), body };
  }

  private async caller(
    route: RouteDefinition,
    authorization: string | undefined,
  ): Promise<Caller | null> {
    if (route.access === 'visitor') {
      const token = bearerToken(authorization);
      return token ? this.authenticator.authenticate(token).catch(() => null) : null;
    }
    const caller = await this.authenticator.member(authorization, {
      confirmedEmail: route.confirmedEmail,
    });
    if (route.access === 'admin' && caller.role !== Role.Admin)
      throw fail(ErrorCode.Forbidden, MessageCode.adminOnly);
    return caller;
  }
}
