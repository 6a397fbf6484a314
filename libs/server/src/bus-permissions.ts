import {
  allCalls,
  liveEmitters,
  liveStreamName,
  liveStreamSubjects,
  allEvents,
  deployables,
  durableNameOf,
  healthSubjects,
  isRoute,
  serviceNames,
  Subjects,
  type CallDefinition,
  type Deployable,
  type EventDefinition,
  type ServiceName,
} from '@dating/contracts';
import { eventStreamName } from './bus/events/event-stream';
import { inboxPrefixOf } from './nats-connection';

/** What one deployable may do on the bus, in nats-server's terms. */
export interface SubjectPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  /** May answer the requests it received (publish to their reply subjects, once each). */
  allowResponses: boolean;
}

export type BusPermissions = Record<Deployable, SubjectPermissions>;

function byDeployable<Value>(
  valueOf: (deployable: Deployable) => Value,
): Record<Deployable, Value> {
  return Object.fromEntries(
    deployables.map((deployable) => [deployable, valueOf(deployable)]),
  ) as Record<Deployable, Value>;
}

/** The gateway's JetStream key-value bucket for rate limits (gateway/src/edge/kv-rate-counter.ts). */
export const rateLimitBucket = 'edge-rate-limits';

/** A plain subject one deployable publishes and others hear, every replica of them. */
interface BusEvent {
  subject: string;
  emitter: Deployable;
  listeners: readonly Deployable[];
}

const events: readonly BusEvent[] = [
  { subject: Subjects.auth.sessionsRevoked, emitter: 'svc-auth', listeners: ['gateway'] },
  { subject: Subjects.auth.emailConfirmed, emitter: 'svc-auth', listeners: ['gateway'] },
];

/**
 * What the gateway's key-value rate limiter asks of JetStream: account info, its own stream's
 * info and creation, reads of its keys (direct or through the stream) and writes to them.
 */
function rateLimiterSubjects(bucket: string): string[] {
  const stream = `KV_${bucket}`;
  return [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.CREATE.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$KV.${bucket}.>`,
  ];
}

/** Ensuring the durable events' stream (libs/server/src/bus/events/event-stream.ts). */
const eventStreamSubjects = [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${eventStreamName}`,
  `$JS.API.STREAM.CREATE.${eventStreamName}`,
];

/** Creating, reading, pulling from and acking one durable consumer: its own, no other. */
function durableConsumerSubjects(durable: string): string[] {
  const api = '$JS.API.CONSUMER';
  return [
    `${api}.CREATE.${eventStreamName}.${durable}`,
    `${api}.CREATE.${eventStreamName}.${durable}.>`,
    `${api}.DURABLE.CREATE.${eventStreamName}.${durable}`,
    `${api}.INFO.${eventStreamName}.${durable}`,
    `${api}.MSG.NEXT.${eventStreamName}.${durable}`,
    `$JS.ACK.${eventStreamName}.${durable}.>`,
  ];
}

/** Ensuring stream LIVE (libs/server/src/bus/live/live-stream.ts). */
const liveStreamApi = [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${liveStreamName}`,
  `$JS.API.STREAM.CREATE.${liveStreamName}`,
];

/**
 * What an emitter erasing a member (issue 29) takes back from the live feeds: it purges the
 * member's feed, and reads other members' feeds by subject to delete single events.
 */
const liveErasureApi = [
  `$JS.API.STREAM.PURGE.${liveStreamName}`,
  `$JS.API.STREAM.MSG.DELETE.${liveStreamName}`,
  `$JS.API.DIRECT.GET.${liveStreamName}`,
];

/**
 * The members' live feeds: the emitters write to them (and take back what an erasure must not
 * leave); the gateway reads them all through its own ordered consumers (created, pulled from
 * and deleted by it alone, no acks) and reads a member's missed events by subject.
 */
function liveFeedSubjects(deployable: Deployable): string[] {
  if (liveEmitters.includes(deployable))
    return [...liveStreamApi, ...liveErasureApi, liveStreamSubjects];
  if (deployable !== 'gateway') return [];
  const consumerApi = '$JS.API.CONSUMER';
  return [
    ...liveStreamApi,
    `${consumerApi}.CREATE.${liveStreamName}.>`,
    `${consumerApi}.INFO.${liveStreamName}.>`,
    `${consumerApi}.DELETE.${liveStreamName}.>`,
    `${consumerApi}.MSG.NEXT.${liveStreamName}.>`,
    `$JS.API.DIRECT.GET.${liveStreamName}`,
  ];
}

/** An emitter publishes its events (with the stream's ack); a consumer uses its own consumer. */
function durableEventSubjects(
  deployable: Deployable,
  durableEvents: readonly EventDefinition[],
): string[] {
  const emitted = durableEvents.filter((event) => event.emitters.includes(deployable));
  const consumed = durableEvents.filter((event) => event.consumers.includes(deployable));
  if (!emitted.length && !consumed.length) return [];
  return [
    ...eventStreamSubjects,
    ...emitted.map((event) => event.subject),
    ...consumed.flatMap((event) => durableConsumerSubjects(durableNameOf(event, deployable))),
  ];
}

/** Internal calls go to the services they name; the browser's calls come only through the gateway. */
function mayPublish(deployable: Deployable, call: CallDefinition): boolean {
  if (call.access === 'internal') return call.callers?.includes(deployable) ?? false;
  return deployable === 'gateway' && isRoute(call);
}

function serviceOf(deployable: Deployable): ServiceName | undefined {
  return serviceNames.find((service) => `svc-${service}` === deployable);
}

function permissionsOf(
  deployable: Deployable,
  calls: readonly CallDefinition[],
  durableEvents: readonly EventDefinition[],
): SubjectPermissions {
  const service = serviceOf(deployable);
  const publish = [
    ...calls.filter((call) => mayPublish(deployable, call)).map((call) => call.subject),
    ...(service === undefined ? Object.values(healthSubjects) : [healthSubjects[service]]),
    ...events.filter((event) => event.emitter === deployable).map((event) => event.subject),
    ...(deployable === 'gateway' ? rateLimiterSubjects(rateLimitBucket) : []),
    ...durableEventSubjects(deployable, durableEvents),
    ...liveFeedSubjects(deployable),
  ];
  const subscribe = [
    // A service's replicas share its requests in the queue group named after it.
    ...(service === undefined ? [] : [`${service}.> ${deployable}`]),
    `${inboxPrefixOf(deployable)}.>`,
    ...events.filter((event) => event.listeners.includes(deployable)).map((event) => event.subject),
  ];
  return {
    publish: { allow: [...new Set(publish)] },
    subscribe: { allow: [...new Set(subscribe)] },
    allowResponses: service !== undefined,
  };
}

/**
 * Each deployable's NATS permissions, derived from the call declarations: only the gateway
 * publishes the browser's calls, an internal call only by the deployables it names, only svc-X
 * subscribes to `X.>`, each hears replies only on its own inbox prefix, and each publishes only
 * the durable events it emits and pulls only from its own durable consumers.
 */
export function busPermissions(
  calls: readonly CallDefinition[],
  durableEvents: readonly EventDefinition[] = allEvents,
): BusPermissions {
  return byDeployable((deployable) => permissionsOf(deployable, calls, durableEvents));
}

/** A password as it stands in the config: the value itself, or an environment variable's name. */
export type NatsPassword = { value: string } | { env: string };

export interface NatsServerConfigOptions {
  /** `host:port` for client connections. */
  listen: string;
  /** JetStream's store. */
  storeDir: string;
  /** The monitoring port (`/healthz`), if any. */
  monitorPort?: number;
  passwords: Record<Deployable, NatsPassword>;
  permissions: BusPermissions;
}

/** The variable a password comes from when the config reads it from the environment. */
export function natsPasswordVariable(deployable: Deployable): string {
  return `${deployable.toUpperCase().replace(/-/g, '_')}_NATS_PASSWORD`;
}

/** Quoted, so nats-server takes `$JS…` literally rather than as a variable. */
const quoted = (text: string) => JSON.stringify(text);

const list = (items: string[], indent: string) =>
  `[\n${items.map((item) => `${indent}  ${quoted(item)}`).join('\n')}\n${indent}]`;

function renderPassword(password: NatsPassword): string {
  return 'env' in password ? `$${password.env}` : quoted(password.value);
}

function renderUser(
  deployable: Deployable,
  password: NatsPassword,
  permissions: SubjectPermissions,
): string {
  const indent = '        ';
  return [
    '    {',
    `      user: ${quoted(deployable)}`,
    `      password: ${renderPassword(password)}`,
    '      permissions: {',
    `        publish: { allow: ${list(permissions.publish.allow, indent)} }`,
    `        subscribe: { allow: ${list(permissions.subscribe.allow, indent)} }`,
    ...(permissions.allowResponses ? ['        allow_responses: true'] : []),
    '      }',
    '    }',
  ].join('\n');
}

/**
 * A nats-server config file: one user per deployable with its password and permissions (no
 * other connection is accepted), and JetStream.
 */
export function natsServerConfig(options: NatsServerConfigOptions): string {
  return [
    '# Rendered by natsServerConfig (libs/server/src/bus-permissions.ts) from the call declarations.',
    `listen: ${quoted(options.listen)}`,
    ...(options.monitorPort === undefined ? [] : [`http_port: ${options.monitorPort}`]),
    `jetstream {\n  store_dir: ${quoted(options.storeDir)}\n}`,
    'authorization {',
    '  users: [',
    ...deployables.map((deployable) =>
      renderUser(deployable, options.passwords[deployable], options.permissions[deployable]),
    ),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/**
 * A nats-server on this machine as `npm start` runs it (and the tests that need the bus locked
 * down): on 127.0.0.1, each deployable with its password and the permissions of every call.
 */
export function localNatsServerConfig(options: {
  port: number;
  storeDir: string;
  passwords: Record<Deployable, string>;
}): string {
  return natsServerConfig({
    listen: `127.0.0.1:${options.port}`,
    storeDir: options.storeDir,
    passwords: byDeployable((deployable) => ({ value: options.passwords[deployable] })),
    permissions: busPermissions(allCalls),
  });
}

/**
 * infra/nats/nats-server.conf, the compose nats service's config: the passwords come from its
 * environment (`GATEWAY_NATS_PASSWORD`…), `/healthz` on 8222 tells compose it is up.
 */
export function composeNatsServerConfig(): string {
  return natsServerConfig({
    listen: '0.0.0.0:4222',
    monitorPort: 8222,
    storeDir: '/data',
    passwords: byDeployable((deployable) => ({ env: natsPasswordVariable(deployable) })),
    permissions: busPermissions(allCalls),
  });
}
