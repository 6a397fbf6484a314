import { type Caller, type ServiceRequest } from '@dating/contracts';
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
