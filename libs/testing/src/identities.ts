import { deployables, type Deployable } from '@dating/contracts';
import {
  BusIdentity,
  CallClient,
  generateIdentity,
  parseTrustedKeys,
  ServiceClient,
} from '@dating/server';
import { natsConnection, type TestInfrastructure } from './infrastructure';

/** One identity per deployable for this test process, as the launcher generates them. */
const identities = new Map(deployables.map((name) => [name, generateIdentity()]));

function identityOf(name: Deployable) {
  const identity = identities.get(name);
  if (!identity) throw new Error(`No test identity for ${name}`);
  return identity;
}

/** IDENTITY_KEY and TRUSTED_KEYS for a deployable under test: it trusts every other one. */
export function identityEnvironment(name: Deployable): Record<string, string> {
  return {
    IDENTITY_KEY: identityOf(name).seed,
    TRUSTED_KEYS: deployables.map((other) => `${other}=${identityOf(other).publicKey}`).join(','),
  };
}

/** `name` on the bus of this test process, as its BusModule would be. */
export function testBusIdentity(name: Deployable): BusIdentity {
  const environment = identityEnvironment(name);
  return new BusIdentity(
    name,
    environment['IDENTITY_KEY'] ?? '',
    parseTrustedKeys(environment['TRUSTED_KEYS'] ?? ''),
  );
}

/** One who claims to be `name` on the bus but holds a key of its own, not `name`'s. */
export function impostorOf(name: Deployable): BusIdentity {
  const environment = identityEnvironment(name);
  return new BusIdentity(
    name,
    generateIdentity().seed,
    parseTrustedKeys(environment['TRUSTED_KEYS'] ?? ''),
  );
}

/**
 * A client that seals its calls as `name` (the gateway, for the browser's calls), and its
 * transport for what is not a call (health subjects, events).
 */
export function testCallClient(
  infra: TestInfrastructure,
  name: Deployable = 'gateway',
  timeoutMs = 5000,
): { calls: CallClient; transport: ServiceClient; close(): Promise<void> } {
  const transport = new ServiceClient({ nats: natsConnection(infra, name), timeoutMs });
  const calls = new CallClient(transport, testBusIdentity(name));
  return { calls, transport, close: () => transport.onApplicationShutdown() };
}
