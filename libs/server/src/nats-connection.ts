import { AuthorizationError } from '@nats-io/transport-node';

/** The NATS settings of a deployable's config. */
export interface NatsConfig {
  NATS_URL: string;
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
}

/** What every NATS connection of a deployable is opened with (nats.js and Nest's transport). */
export interface NatsConnectionOptions {
  servers: string[];
  /** The deployable: the connection's name in the server's monitoring. */
  name: string;
  /** Where its replies arrive: the only inbox its credentials may subscribe to. */
  inboxPrefix: string;
  user?: string;
  pass?: string;
  /** How long a client waits before trying a server again once an attempt failed. */
  reconnectTimeWait?: number;
  /**
   * nats.js captures a stack trace for every request (two errors made in advance, in case it
   * fails or times out): ~70 µs of the gateway's CPU per call. Our failures name their subject
   * (ServiceClient), which says more than those traces did.
   */
  noAsyncTraces: true;
}

/**
 * nats.js waits 2 s between attempts on one server, so a server restarted in a moment left
 * every call failing for 2 s; a handful of attempts a second from each client costs it nothing.
 */
export const natsReconnectWaitMs = 250;

export function inboxPrefixOf(deployable: string): string {
  return `_INBOX_${deployable}`;
}

/** The connection options of `deployable` (e.g. 'svc-auth'), with its credentials when given. */
export function natsConnectionOptions(
  config: NatsConfig,
  deployable: string,
): NatsConnectionOptions {
  return {
    servers: [config.NATS_URL],
    name: deployable,
    inboxPrefix: inboxPrefixOf(deployable),
    reconnectTimeWait: natsReconnectWaitMs,
    noAsyncTraces: true,
    ...(config.NATS_USER === undefined
      ? {}
      : { user: config.NATS_USER, pass: config.NATS_PASSWORD ?? '' }),
  };
}

/** A server's refusal of our credentials, told with what to set; any other error as it is. */
export function explainNatsRefusal(error: unknown, options: NatsConnectionOptions): unknown {
  if (!(error instanceof AuthorizationError)) return error;
  const given = options.user === undefined ? 'without credentials' : `as NATS_USER ${options.user}`;
  return new Error(
    `NATS at ${options.servers.join(', ')} refused ${options.name} ${given}: set NATS_USER and NATS_PASSWORD to its credentials`,
    { cause: error },
  );
}
