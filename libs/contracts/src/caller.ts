import { z } from 'zod';
import { idSchema } from './fields';
import { Role } from './role';

/** The verified identity the gateway passes to services; never taken from a request body. */
export const callerSchema = z.object({
  userId: idSchema(),
  username: z.string(),
  role: z.enum([Role.Member, Role.Admin]),
  /** The session's id (the token's `jti`): what POST /api/logout ends. */
  sessionId: z.string().max(64).optional(),
});
export type Caller = z.infer<typeof callerSchema>;
