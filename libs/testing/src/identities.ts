import { deployables, type Deployable } from '@dating/contracts';
import { CallClient, generateIdentity, privateKeyFromSeed, ServiceClient } from '@dating/server';
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

/**
 * A client that signs its calls as `name` (the gateway, for the browser's calls), and its
 * transport for what is not a call (health subjects, events).
 */
export function testCallClient(
  infra: TestInfrastructure,
  name: Deployable = 'gateway',
  timeoutMs = 5000,
): { calls: CallClient; transport: ServiceClient; close(): Promise<void> } {
  const transport = new ServiceClient({ nats: natsConnection(infra, name), timeoutMs });
  const calls = new CallClient(transport, { name, key: privateKeyFromSeed(identityOf(name).seed) });
  return { calls, transport, close: () => transport.onApplicationShutdown() };
}
