import { type z } from 'zod';

/**
 * Who may make a call:
 * - visitor: anyone with the application key (a member's token, when sent, is passed on);
 * - member: a member's session token;
 * - admin: an administrator's session token;
 * - internal: only the deployables named in `callers`, never the browser.
 */
export type Access = 'visitor' | 'member' | 'admin' | 'internal';

/** The deployables that sign the calls they make (DESIGN.md: one per team). */
export const deployables = [
  'gateway',
  'svc-auth',
  'svc-profile',
  'svc-interest',
  'svc-billing',
] as const;
export type Deployable = (typeof deployables)[number];

/** How the gateway exposes a call to the browser. */
export interface HttpBinding {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are validated with the body. */
  path: `/api/${string}`;
  /** Requests a minute: per client address for visitor calls, per member for the others. */
  ratePerMinute?: number;
  /** Seconds a browser may cache a successful answer. */
  maxAgeSeconds?: number;
  /**
   * The answer to a visitor depends on the input and the language alone: the gateway keeps it a
   * few seconds and answers the same request from memory.
   */
  sharedAnswer?: true;
}

/**
 * One call, declared once: the gateway's route table, the OpenAPI document, NATS permissions,
 * the service handler (`@Handles`), the service-to-service client and the browser's `api.call`
 * all read it.
 */
export interface CallDefinition<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Kind extends Access = Access,
> {
  /** `<service>.<noun>.<verb>`; the service is the subject's first part. */
  subject: string;
  access: Kind;
  /** The body: a JSON object (POST) or the path parameters (GET). */
  input: Input;
  /** The answer, parsed by every client that receives it. */
  output: Output;
  summary: string;
  /** Present when the browser may make the call (never for internal calls). */
  http?: HttpBinding;
  /** An input field naming the caller's own user id: it must equal the verified caller's. */
  ownerField?: 'user_id';
  /** For internal calls: the deployables allowed to make it. */
  callers?: readonly Deployable[];
  /** Member calls an account whose e-mail address is not yet confirmed may not make. */
  confirmedEmail?: true;
  /**
   * The call changes nothing (no write, mail, recorded visit or spent token), so asking twice
   * is safe: a request a dying replica took is asked again of another.
   */
  reads?: true;
}

/** A call the browser makes through the gateway. */
export type RouteDefinition = CallDefinition & { http: HttpBinding };

export type CallInput<Call extends CallDefinition> = z.input<Call['input']>;
export type CallOutput<Call extends CallDefinition> = z.output<Call['output']>;

/** Declares a call, keeping its exact input and output types and whether it has a path. */
export function defineCall<Input extends z.ZodType, Output extends z.ZodType, Kind extends Access>(
  call: CallDefinition<Input, Output, Kind> & { http: HttpBinding },
): CallDefinition<Input, Output, Kind> & { http: HttpBinding };
export function defineCall<Input extends z.ZodType, Output extends z.ZodType, Kind extends Access>(
  call: CallDefinition<Input, Output, Kind>,
): CallDefinition<Input, Output, Kind>;
export function defineCall<Input extends z.ZodType, Output extends z.ZodType, Kind extends Access>(
  call: CallDefinition<Input, Output, Kind>,
): CallDefinition<Input, Output, Kind> {
  if (call.access === 'internal' && (call.http || !call.callers?.length))
    throw new Error(`${call.subject}: an internal call names its callers and has no HTTP path`);
  if (call.access !== 'internal' && call.callers)
    throw new Error(`${call.subject}: only internal calls name their callers`);
  if (call.http?.sharedAnswer && (call.access !== 'visitor' || call.http.ratePerMinute))
    throw new Error(`${call.subject}: only unlimited visitor calls have shared answers`);
  if (call.confirmedEmail && call.access !== 'member')
    throw new Error(`${call.subject}: only member calls can ask for a confirmed e-mail`);
  return call;
}

/** The service that answers a call: the subject's first part (`interest.list.get` → svc-interest). */
export function ownerOf(call: Pick<CallDefinition, 'subject'>): Deployable {
  const owner = `svc-${call.subject.split('.')[0]}`;
  if (!(deployables as readonly string[]).includes(owner))
    throw new Error(`${call.subject} names no service`);
  return owner as Deployable;
}

export function isRoute(call: CallDefinition): call is RouteDefinition {
  return call.http !== undefined;
}
