import {
  Controller,
  Get,
  Inject,
  Logger,
  Req,
  Res,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ErrorCode, gatewayRoutes, MessageCode } from '@dating/contracts';
import { errorMessage, rateLimited, serviceErrorOf } from '@dating/server';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Authenticator, memberToken, type VerifiedToken } from '../edge/authenticator';
import { SharedRateLimiter } from '../edge/shared-rate-limiter';
import { LiveFeeds, type LiveDelivery } from './live-feeds';

/** Open tabs per member on one replica; more is a runaway client, not a person. */
export const tabsPerMember = 10;
/**
 * Feeds a member may open a minute, on every replica together: a tab that drops reconnects
 * with a growing delay, so more is a client replaying the feed over and over.
 */
export const feedOpeningsPerMinute = 30;
/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;
/** Longest timer Node keeps (about 24.8 days); a later expiry is left to the rechecks. */
const longestTimerMs = 2 ** 31 - 1;

/** The SSE frame of one event: its id (for Last-Event-ID) and its JSON. */
export const frameOf = ({ id, data }: LiveDelivery) => `id: ${id}\ndata: ${data}\n\n`;

/** `Last-Event-ID` as the browser resends it after a drop; null when absent or not an id. */
export function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** One open stream and the session it was opened with. */
interface OpenFeed {
  token: string;
  session: VerifiedToken;
  write(text: string): void;
  end(): void;
}

/**
 * GET /api/live: the signed-in member's live feed as Server-Sent Events, for as long as the tab
 * keeps it open and its session holds. A tab that reconnects with Last-Event-ID first gets what
 * it missed, in order and once each; when too much was missed it is told to reload
 * (`event: reload`). A feed ends when its session does: at once on the session-ended events
 * (logout, reset, deactivation), at the token's expiry, and at the latest at the next recheck.
 */
@Controller()
export class LiveController implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveController.name);
  private readonly open = new Set<OpenFeed>();
  private readonly recheckMs: number;
  private stopHearingSessions?: () => void;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly feeds: LiveFeeds,
    private readonly limiter: SharedRateLimiter,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.recheckMs = config.LIVE_RECHECK_MS;
  }

  onModuleInit(): void {
    this.stopHearingSessions = this.authenticator.onSessionsEnded((userId) => {
      for (const feed of this.open) {
        if (feed.session.caller.userId === userId && this.authenticator.ended(feed.session))
          feed.end();
      }
    });
  }

  @Get(gatewayRoutes.live)
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const token = memberToken(request.headers.authorization);
    const session = await this.authenticator.session(token);
    const { userId } = session.caller;
    const opening = await this.limiter.hit(`live|${userId}`, feedOpeningsPerMinute);
    if (!opening.allowed) throw rateLimited(MessageCode.tooManyRequests, opening.retryAfterSeconds);
    if (this.feeds.listening(userId) >= tabsPerMember)
      throw rateLimited(MessageCode.tooManyRequests, 60);

    const resumeAfter = lastEventId(request.headers['last-event-id']);
    let lastSentId = resumeAfter ?? 0;
    const waiting: LiveDelivery[] = [];
    let replaying = resumeAfter !== null;
    const send = (delivery: LiveDelivery) => {
      if (delivery.id <= lastSentId) return;
      lastSentId = delivery.id;
      reply.raw.write(frameOf(delivery));
    };
    // Listening before reading what was missed, so nothing falls between the two.
    const stopListening = this.feeds.listen(userId, (delivery) =>
      replaying ? waiting.push(delivery) : send(delivery),
    );

    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
      // A feed lasts as long as its tab or its session: its connection is not kept for another.
      connection: 'close',
    });
    reply.raw.write(': connected\n\n');
    const feed: OpenFeed = {
      token,
      session,
      write: (text) => reply.raw.write(text),
      end: () => reply.raw.end(),
    };
    this.open.add(feed);
    const stopTimers = this.startTimers(feed);
    reply.raw.once('close', () => {
      stopTimers();
      stopListening();
      this.open.delete(feed);
    });

    if (resumeAfter === null) return;
    const missed = await this.feeds.since(userId, resumeAfter).catch(() => null);
    if (missed === null) reply.raw.write('event: reload\ndata: {}\n\n');
    else missed.forEach(send);
    replaying = false;
    waiting.forEach(send);
  }

  /** The feed's keep-alive, the recheck of its session and its end at the token's expiry. */
  private startTimers(feed: OpenFeed): () => void {
    const keepAlive = setInterval(() => feed.write(': keep-alive\n\n'), keepAliveMs);
    // Spread over the interval, so that a replica's feeds are not all asked again at once.
    const recheckMs = Math.round(this.recheckMs * (0.75 + Math.random() / 2));
    const recheck = setInterval(() => void this.recheck(feed), recheckMs);
    const untilExpiry =
      feed.session.expiresAt === undefined ? null : feed.session.expiresAt * 1000 - Date.now();
    const expiry =
      untilExpiry !== null && untilExpiry <= longestTimerMs
        ? setTimeout(() => feed.end(), Math.max(0, untilExpiry))
        : undefined;
    return () => {
      clearInterval(keepAlive);
      clearInterval(recheck);
      clearTimeout(expiry);
    };
  }

  /** Ends the feed when its session no longer holds; one that cannot be asked now stays open. */
  private async recheck(feed: OpenFeed): Promise<void> {
    try {
      await this.authenticator.session(feed.token);
    } catch (error) {
      if (serviceErrorOf(error)?.code === ErrorCode.Unauthenticated) feed.end();
      else
        this.logger.warn({
          msg: "live feed's session could not be checked again",
          error: errorMessage(error),
        });
    }
  }

  /** Ends every open stream so the gateway can stop; the tabs reconnect to another replica. */
  onModuleDestroy(): void {
    this.stopHearingSessions?.();
    for (const feed of this.open) feed.end();
    this.open.clear();
  }
}
