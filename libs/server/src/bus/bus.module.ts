import { Global, Module, type DynamicModule } from '@nestjs/common';
import { type Deployable } from '@dating/contracts';
import {
  SERVICE_CLIENT_OPTIONS,
  ServiceClient,
  type ServiceClientOptions,
} from '../service-client';
import { CallClient, SIGNER, type Signer } from './call-client';
import { CallGate } from './handles';
import { privateKeyFromSeed, type IdentityConfig } from './identity';
import { TRUSTED_KEYS } from './tokens';

export interface BusOptions extends ServiceClientOptions {
  name: Deployable;
  identity: IdentityConfig;
}

/**
 * The bus as a deployable sees it: the NATS transport, the client that signs the calls it
 * makes, and the gate that verifies the calls it receives.
 */
@Global()
@Module({})
export class BusModule {
  static forRoot(options: BusOptions): DynamicModule {
    const signer: Signer = {
      name: options.name,
      key: privateKeyFromSeed(options.identity.IDENTITY_KEY),
    };
    return {
      module: BusModule,
      providers: [
        { provide: SERVICE_CLIENT_OPTIONS, useValue: options },
        { provide: SIGNER, useValue: signer },
        { provide: TRUSTED_KEYS, useValue: options.identity.TRUSTED_KEYS },
        ServiceClient,
        CallClient,
        CallGate,
      ],
      exports: [ServiceClient, CallClient, CallGate, TRUSTED_KEYS],
    };
  }
}
