import { z } from 'zod';
import { idSchema } from './fields';
import { type Language } from './language';
import { Role } from './role';

/** The verified identity the gateway passes to services; never taken from a request body. */
export const callerSchema = z.object({
  userId: idSchema(),
  username: z.string(),
  role: z.enum([Role.Member, Role.Admin]),
});
export type Caller = z.infer<typeof callerSchema>;

/** The message every request subject receives over NATS. */
export interface ServiceRequest<Body = unknown> {
  caller: Caller | null;
  lang: Language;
  body: Body;
}
