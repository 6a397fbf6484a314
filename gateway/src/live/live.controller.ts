import { Controller, Get, Req, Res, type OnModuleDestroy } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { gatewayRoutes, Messages } from '@dating/contracts';
import { rateLimited } from '@dating/server';
import { Authenticator } from '../edge/authenticator';
import { LiveFeeds, type LiveDelivery } from './live-feeds';

/** Open tabs per member on one replica; more is a runaway client, not a person. */
export const tabsPerMember = 10;
/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;

/** The SSE frame of one event: its id (for Last-Event-ID) and its JSON. */
export const frameOf = ({ id, data }: LiveDelivery) => `id: ${id}\ndata: ${data}\n\n`;

/** `Last-Event-ID` as the browser resends it after a drop; null when absent or not an id. */
export function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * GET /api/live: the signed-in member's live feed as Server-Sent Events, for as long as the tab
 * keeps it open. A tab that reconnects with Last-Event-ID first gets what it missed, in order
 * and once each; when too much was missed it is told to reload (`event: reload`).
 */
@Controller()
export class LiveController implements OnModuleDestroy {
  private readonly open = new Set<FastifyReply>();

  constructor(
    private readonly authenticator: Authenticator,
    private readonly feeds: LiveFeeds,
  ) {}

  @Get(gatewayRoutes.live)
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { userId } = await this.authenticator.member(request.headers.authorization);
    if (this.feeds.listening(userId) >= tabsPerMember)
      throw rateLimited(Messages.tooManyRequests, 60);

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
    });
    reply.raw.write(': connected\n\n');
    this.open.add(reply);
    const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), keepAliveMs);
    request.raw.once('close', () => {
      clearInterval(keepAlive);
      stopListening();
      this.open.delete(reply);
    });

    if (resumeAfter === null) return;
    const missed = await this.feeds.since(userId, resumeAfter).catch(() => null);
    if (missed === null) reply.raw.write('event: reload\ndata: {}\n\n');
    else missed.forEach(send);
    replaying = false;
    waiting.forEach(send);
  }

  /** Ends every open stream so the gateway can stop; the tabs reconnect to another replica. */
  onModuleDestroy(): void {
    for (const reply of this.open) reply.raw.end();
    this.open.clear();
  }
}
