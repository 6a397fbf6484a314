import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  connect,
  deadline,
  nuid,
  TimeoutError,
  type NatsConnection,
  type Status,
} from '@nats-io/transport-node';
import { ErrorCode, isServiceError, MessageCode } from '@dating/contracts';
import { errorMessage, ServiceException } from './errors';
import { explainNatsRefusal, type NatsConnectionOptions } from './nats-connection';

export interface ServiceClientOptions {
  nats: NatsConnectionOptions;
  timeoutMs: number;
}

export const SERVICE_CLIENT_OPTIONS = Symbol('SERVICE_CLIENT_OPTIONS');

const unavailable = () =>
  new ServiceException(ErrorCode.Unavailable, MessageCode.serviceUnavailable);

/** A failed request as our caller sees it: the service's own error, else UNAVAILABLE. */
function failureOf(error: unknown): ServiceException {
  if (isServiceError(error))
    return new ServiceException(
      error.code,
      error.messageCode,
      error.retryAfterSeconds,
      error.messageParams,
    );
  return unavailable();
}

/** A request as Nest's NATS client sends it (its server tells a request from an event by `id`). */
function requestOf(subject: string, payload: unknown, id: string): string {
  return JSON.stringify({ pattern: subject, data: payload, id });
}

/** A reply as Nest's NATS server sends it. */
interface ReplyEnvelope {
  id?: unknown;
  response?: unknown;
  err?: unknown;
  isDisposed?: unknown;
}

const envelopeKeys = new Set(['id', 'response', 'err', 'isDisposed', 'status']);

/** As Nest's client reads a reply: one with keys outside the envelope is an answer of its own. */
function envelopeOf(reply: unknown): ReplyEnvelope {
  if (typeof reply !== 'object' || reply === null) return { response: reply, isDisposed: true };
  const keys = Object.keys(reply);
  if (keys.length > 0 && keys.every((key) => envelopeKeys.has(key))) return reply as ReplyEnvelope;
  return { id: 'id' in reply ? reply.id : undefined, response: reply, isDisposed: true };
}

/**
 * The answer a reply carries. Nest's server sends a handler's value and the end of its stream
 * in one message `{ response, isDisposed }` when the stream ends as it emits (every handler
 * that returns a value or a promise); a stream that ends later is told in a second message,
 * after the first has carried the value. So the first message is the whole answer.
 */
function answerOf<Result>(reply: unknown, id: string): Result {
  const envelope = envelopeOf(reply);
  if (envelope.id !== undefined && envelope.id !== id)
    throw new Error('A reply to another request');
  if (envelope.err !== undefined && envelope.err !== null) throw failureOf(envelope.err);
  // A stream that ended without a value: Nest's client has no answer to give either.
  if (envelope.response === undefined && envelope.isDisposed === true) throw unavailable();
  return envelope.response as Result;
}

/** The client's connection and whether its server can be reached right now. */
interface Link {
  connection: NatsConnection;
  reachable: boolean;
}

/**
 * The one way to ask another service over NATS: every request has a timeout, and an
 * unanswered or unreachable service is UNAVAILABLE, never a hang.
 *
 * It speaks the wire format of Nest's NATS transport (its services answer with Nest's server)
 * over nats.js `request()`, which takes every reply on one inbox subscription per connection:
 * a call costs one publish, where Nest's client subscribes and unsubscribes an inbox for each.
 */
@Injectable()
export class ServiceClient implements OnApplicationShutdown {
  private readonly logger = new Logger('ServiceClient');
  private link?: Link;
  private opening?: Promise<Link>;
  /** Why the last attempt to connect failed: each call tries again, the log tells it once. */
  private lastRefusal?: string;

  constructor(@Inject(SERVICE_CLIENT_OPTIONS) private readonly options: ServiceClientOptions) {}

  /** Sends a payload and waits for the answer (calls go through CallClient, which seals them). */
  async send<Result>(
    subject: string,
    payload: unknown,
    timeoutMs = this.options.timeoutMs,
  ): Promise<Result> {
    try {
      return await this.request<Result>(subject, payload, timeoutMs);
    } catch (error) {
      throw error instanceof ServiceException ? error : unavailable();
    }
  }

  /**
   * For a call that changes nothing: a replica that took the request may die before it answers,
   * so the first attempt gets half the time and, left unanswered, is asked once more with the
   * rest. An answered error or no responders at all is final. `payload` is made for each attempt.
   */
  async sendRead<Result>(subject: string, payload: () => unknown): Promise<Result> {
    const deadlineAt = Date.now() + this.options.timeoutMs;
    try {
      return await this.request<Result>(subject, payload(), Math.ceil(this.options.timeoutMs / 2));
    } catch (error) {
      if (!(error instanceof TimeoutError))
        throw error instanceof ServiceException ? error : unavailable();
    }
    const leftMs = Math.max(1, deadlineAt - Date.now());
    this.logger.warn({ msg: 'An unanswered read is asked again', subject, leftMs });
    return this.send<Result>(subject, payload(), leftMs);
  }

  private async request<Result>(
    subject: string,
    payload: unknown,
    timeoutMs: number,
  ): Promise<Result> {
    const startedAt = Date.now();
    const link = this.link ?? (await deadline(this.connected(), timeoutMs));
    // Published now, it would wait in nats.js's buffer for a server that may be back too late.
    if (!link.reachable) throw new Error('NATS is out of reach');
    const id = nuid.next();
    const reply = await link.connection.request(subject, requestOf(subject, payload, id), {
      timeout: Math.max(1, startedAt + timeoutMs - Date.now()),
    });
    return answerOf<Result>(reply.json(), id);
  }

  async isConnected(): Promise<boolean> {
    try {
      return (await this.connected()).reachable;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.link = undefined;
    const link = await opening?.catch(() => undefined);
    // An attempt that ended while we waited must not stay as the current link.
    if (this.link === link) this.link = undefined;
    await link?.connection.close();
  }

  /** The link, opened on first use; nats.js then keeps it, reconnecting after a drop. */
  private connected(): Promise<Link> {
    if (this.link) return Promise.resolve(this.link);
    this.opening ??= this.open();
    return this.opening;
  }

  private async open(): Promise<Link> {
    let connection: NatsConnection;
    try {
      connection = await connect({
        ...this.options.nats,
        maxReconnectAttempts: -1,
        // Without it, nats.js captures a stack trace for every request, in case it fails.
        noAsyncTraces: true,
      });
    } catch (error) {
      this.opening = undefined;
      const reason = errorMessage(explainNatsRefusal(error, this.options.nats));
      if (reason !== this.lastRefusal)
        this.logger.warn({ msg: 'Could not connect to NATS', error: reason });
      this.lastRefusal = reason;
      throw error;
    }
    this.lastRefusal = undefined;
    const link: Link = { connection, reachable: true };
    this.link = link;
    void this.follow(link);
    return link;
  }

  /** Tracks whether the server is reachable until the connection closes for good. */
  private async follow(link: Link): Promise<void> {
    for await (const status of link.connection.status()) this.onStatus(link, status);
    if (this.link !== link) return;
    this.link = undefined;
    this.opening = undefined;
  }

  private onStatus(link: Link, status: Status): void {
    if (status.type === 'disconnect') {
      link.reachable = false;
      this.logger.warn({
        msg: 'NATS connection lost: calls fail until it is back',
        server: status.server,
      });
    } else if (status.type === 'reconnect') {
      link.reachable = true;
      this.logger.log({ msg: 'NATS connection is back', server: status.server });
    } else if (status.type === 'error') {
      this.logger.error({ msg: 'NATS reported an error', error: errorMessage(status.error) });
    }
  }
}
