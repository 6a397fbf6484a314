import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { authCalls, type AuthenResult } from '@dating/contracts';
import { clearSession, useSession } from './session';
import { useCall } from './useCall';

export interface AccountState {
  /** The signed-in member's account (e-mail, confirmed, pending); undefined until known. */
  account: AuthenResult | undefined;
  /** Asks again (after a confirmation, a change or a new link). */
  reload: () => void;
}

const AccountContext = createContext<AccountState>({ account: undefined, reload: () => {} });

/**
 * The signed-in member's account, asked once by the host for the whole page (the e-mail banner
 * and the account pages read it); the same answer checks the stored token at start: a refused
 * one logs out.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { data, reload } = useCall(authCalls.sessionGet, loggedIn ? {} : null, {
    onError: (error) => {
      if (error.rejectsSession) clearSession();
    },
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
