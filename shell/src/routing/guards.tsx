import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@dating/portal';

/** Member pages: without a stored token, go to / (SPEC.md §2). */
export function RequireToken({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  return loggedIn ? children : <Navigate to="/" replace />;
}

/** Visitor pages (login): with a stored token, go to /. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  return loggedIn ? <Navigate to="/" replace /> : children;
}

/** A page that needs a query parameter (e.g. /profile?id=): without it, go elsewhere. */
export function RequireQuery({
  name,
  otherwise,
  children,
}: {
  name: string;
  otherwise: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return params.get(name) ? children : <Navigate to={otherwise} replace />;
}
