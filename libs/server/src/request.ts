import { Role, type Caller, type ServiceRequest } from '@dating/contracts';
import { forbidden, unauthenticated } from './errors';
import { Messages } from '@dating/contracts';

/** The verified caller of a member request; services authorize from this, never from a body. */
export function requireCaller(request: ServiceRequest): Caller {
  if (!request.caller) throw unauthenticated(Messages.missingToken);
  return request.caller;
}

/** Ownership: a member acts on their own data only. */
export function assertOwner(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw forbidden();
}

/** Admin work: the gateway checked the role already; the service that owns the data checks again. */
export function requireAdmin(request: ServiceRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role !== Role.Admin) throw forbidden(Messages.adminOnly);
  return caller;
}
