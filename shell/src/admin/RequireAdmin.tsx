import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Role, MessageCode } from '@dating/contracts';
import { translateServerMessage, useSession } from '@dating/portal';

/**
 * The admin area (role A). The gateway enforces it; this only keeps visitors and members
 * from an empty frame: visitors go to /, members are told why.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loggedIn, role } = useSession();
  if (!loggedIn) return <Navigate to="/" replace />;
  if (role !== Role.Admin)
    return <p role="alert">{translateServerMessage(MessageCode.adminOnly)}</p>;
  return children;
}
