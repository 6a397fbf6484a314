import { Role, type Caller } from '@dating/contracts';
import { forbidden } from '../errors';

/**
 * The admin an internal call acts for (svc-interest's moderation has svc-profile remove a photo,
 * svc-auth deactivate a member): the caller the calling service passed on, which must be an
 * admin, so the acting service audits the admin, never a service.
 */
export function actingAdmin(caller: Caller | null): Caller {
  if (caller?.role !== Role.Admin) throw forbidden();
  return caller;
}
