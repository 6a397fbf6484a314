import { type ActiveFlag } from './visibility.repository';

/**
 * Whether a member may see another's profile: always their own; someone else's only when it
 * has User Information (`flag` not null) and is not hidden.
 */
export function canView(viewerId: number, ownerId: number, flag: ActiveFlag | null): boolean {
  return viewerId === ownerId || flag === 'Y';
}
