import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authCalls, type AuthenResult } from '@dating/contracts';
import { useCall, useSession } from '@dating/portal';
import { rejectRefusedSession } from '../../routing/sessionCheck';

export interface AccountState {
  /** The signed-in member's account (e-mail, confirmed, pending); undefined until known. */
  account: AuthenResult | undefined;
  /** Asks again (after a confirmation, a change or a new link). */
  reload: () => void;
}

const AccountContext = createContext<AccountState>({ account: undefined, reload: () => {} });

/**
 * The signed-in member's account for the banner and the account pages, asked once; the same
 * answer checks the stored token at start (a refused one logs out, see useSessionCheck).
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { data, reload } = useCall(authCalls.sessionGet, loggedIn ? {} : null, {
    onError: rejectRefusedSession,
  });
  const state = useMemo(
    () => ({ account: loggedIn ? data : undefined, reload }),
    [loggedIn, data, reload],
  );
  return <AccountContext value={state}>{children}</AccountContext>;
}

export function useAccount(): AccountState {
  return useContext(AccountContext);
}

/** Where the member's link went: the new address while a change waits, else the login one. */
export function linkAddress(account: AuthenResult): string {
  return account.pending_email ?? account.email;
}
