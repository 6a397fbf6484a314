import {
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { jetstream, type ConsumerMessages, type JetStreamManager } from '@nats-io/jetstream';
import { type Deployable, type EventDefinition, type EventPayload } from '@dating/contracts';
import { errorMessage } from '../../errors';
import { NatsLink } from '../../nats-link';
import { ensureEventConsumer, ensureEventStream, eventStreamName } from './event-stream';

/** The deployable's own connection for durable events (kept apart from request and reply). */
export const EVENT_LINK = Symbol('event link');
export const EVENT_DEPLOYABLE = Symbol('event deployable');

const HANDLED_EVENT = Symbol('handled event');
/** How long a failed event waits before it is delivered again. */
const retryDelayMs = 1000;

/**
 * Makes a provider's method the handler of a durable event: `@OnEvent(memberStatusEvent)`.
 * The event is acked only after the method resolves; when it throws, the event comes again, so
 * the method must be idempotent. Replicas of one service share the consumer.
 */
export function OnEvent<Event extends EventDefinition>(event: Event) {
  return <Method extends (payload: EventPayload<Event>) => Promise<void>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ) => SetMetadata(HANDLED_EVENT, event)(target, key, descriptor);
}

/**
 * Stores events in the EVENTS stream, and sends plain notices, for the outbox relay (nothing
 * else publishes): resolves once
 * stored; a message id seen within the stream's duplicate window is stored once.
 */
@Injectable()
export class EventPublisher {
  private stream?: Promise<JetStreamManager>;

  constructor(@Inject(EVENT_LINK) private readonly link: NatsLink) {}

  async publish(subject: string, data: string, msgID: string): Promise<void> {
    const nc = await this.link.connect();
    await this.ensureStream();
    try {
      await jetstream(nc).publish(subject, data, { msgID });
    } catch (error) {
      // The stream may be gone (an operator removed it): the next try makes it again.
      this.stream = undefined;
      throw error;
    }
  }

  /** A plain NATS message to every listener, once the server has it (not stored). */
  notify(subject: string, data: unknown): Promise<void> {
    return this.link.publish(subject, data);
  }

  private ensureStream(): Promise<JetStreamManager> {
    this.stream ??= this.link
      .connect()
      .then(ensureEventStream)
      .catch((error: unknown) => {
        this.stream = undefined;
        throw error;
      });
    return this.stream;
  }
}

/** Finds every `@OnEvent` method and feeds it from the deployable's durable consumer. */
@Injectable()
export class EventSubscriptions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventSubscriptions');
  private readonly running: ConsumerMessages[] = [];

  constructor(
    @Inject(EVENT_LINK) private readonly link: NatsLink,
    @Inject(EVENT_DEPLOYABLE) private readonly deployable: Deployable,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.handlers();
    if (!handlers.length) return;
    const nc = await this.link.connect();
    const jsm = await ensureEventStream(nc);
    for (const { event, handle } of handlers) {
      if (!event.consumers.includes(this.deployable))
        throw new Error(`${this.deployable} is not a declared consumer of ${event.subject}`);
      const durable = await ensureEventConsumer(jsm, event, this.deployable);
      const consumer = await jetstream(nc).consumers.get(eventStreamName, durable);
      const messages = await consumer.consume();
      this.running.push(messages);
      void this.deliver(event, messages, handle);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.running.map((messages) => messages.close()));
    await this.link.close();
  }

  private async deliver(
    event: EventDefinition,
    messages: ConsumerMessages,
    handle: (payload: unknown) => Promise<void>,
  ): Promise<void> {
    for await (const message of messages) {
      try {
        await handle(event.schema.parse(message.json()));
        message.ack();
      } catch (error) {
        this.logger.warn({
          msg: 'event handler failed, the event comes again',
          subject: event.subject,
          seq: message.seq,
          error: errorMessage(error),
        });
        message.nak(retryDelayMs);
      }
    }
  }

  private handlers() {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') return [];
      const prototype = Object.getPrototypeOf(instance) as object;
      return this.scanner.getAllMethodNames(prototype).flatMap((name) => {
        const method = (instance as Record<string, unknown>)[name];
        if (typeof method !== 'function') return [];
        const event = this.reflector.get<EventDefinition | undefined>(HANDLED_EVENT, method);
        if (!event) return [];
        const handle = (payload: unknown) =>
          (method as (payload: unknown) => Promise<void>).call(instance, payload);
        return [{ event, handle }];
      });
    });
  }
}
