import { type z } from 'zod';

/** Who may call a route: anyone with the application key, a member's token, or an admin's. */
export type Access = 'public' | 'member' | 'admin';

export interface RouteDefinition {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are validated with the body. */
  path: string;
  subject: string;
  access: Access;
  /** Validates the JSON body (POST) or the path parameters (GET). */
  input: z.ZodType;
  summary: string;
  /** A body field naming the caller's own user id: it must equal the token's user (else 403). */
  ownerField?: 'user_id';
  /** Requests per client address per minute. */
  ratePerMinute?: number;
  /** Seconds a browser may cache a successful answer. */
  maxAgeSeconds?: number;
}
