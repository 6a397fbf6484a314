import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { type Deployable } from '@dating/contracts';
import { natsConnectionOptions, type NatsConfig } from '../nats-connection';
import { NatsLink } from '../nats-link';
import {
  SERVICE_CLIENT_OPTIONS,
  ServiceClient,
  type ServiceClientOptions,
} from '../service-client';
import { CallClient } from './call-client';
import { EVENT_DEPLOYABLE, EVENT_LINK, EventPublisher, EventSubscriptions } from './events';
import { CallGate } from './handles';
import { LiveFeedEraser, LivePublisher } from './live';
import { BusIdentity, type IdentityConfig } from './identity';
import { BUS_IDENTITY } from './tokens';

export interface BusOptions {
  name: Deployable;
  config: NatsConfig & IdentityConfig & { REQUEST_TIMEOUT_MS: number };
}

/**
 * The bus as a deployable sees it: the NATS transport, the client that seals the calls it
 * makes, the gate that opens the calls it receives, and its durable events.
 */
@Global()
@Module({})
export class BusModule {
  static forRoot({ name, config }: BusOptions): DynamicModule {
    const transport: ServiceClientOptions = {
      nats: natsConnectionOptions(config, name),
      timeoutMs: config.REQUEST_TIMEOUT_MS,
    };
    return {
      module: BusModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENT_LINK, useValue: new NatsLink(transport.nats) },
        { provide: EVENT_DEPLOYABLE, useValue: name },
        EventPublisher,
        EventSubscriptions,
        // Connects on first use: only the live emitters (liveEmitters) ever do.
        {
          provide: LivePublisher,
          useFactory: (link: NatsLink) => new LivePublisher(link),
          inject: [EVENT_LINK],
        },
        {
          provide: LiveFeedEraser,
          useFactory: (link: NatsLink) => new LiveFeedEraser(link),
          inject: [EVENT_LINK],
        },
        { provide: SERVICE_CLIENT_OPTIONS, useValue: transport },
        { provide: BUS_IDENTITY, useValue: BusIdentity.fromConfig(name, config) },
        ServiceClient,
        CallClient,
        CallGate,
      ],
      exports: [
        ServiceClient,
        CallClient,
        CallGate,
        BUS_IDENTITY,
        EventPublisher,
        LivePublisher,
        LiveFeedEraser,
      ],
    };
  }
}
