import type { AuthenResult } from '@dating/contracts';

/** Where the member's link went: the new address while a change waits, else the login one. */
export function linkAddress(account: AuthenResult): string {
  return account.pending_email ?? account.email;
}
