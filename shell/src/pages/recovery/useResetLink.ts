import { useCallback, useEffect, useState } from 'react';
import { Messages, type ResetTokenInput, type ResetTokenResult } from '@dating/contracts';
import { ApiError, api, errorMessage } from '@dating/portal';

export type ResetLink =
  | { status: 'checking' }
  | { status: 'valid'; account: ResetTokenResult['decoded'] }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** The server refused the link itself (invalid, used or expired), not a failing call. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && error.serverMessage === Messages.resetTokenInvalid;
}

/**
 * What POST /api/reset-password/authen says of the link's token; a retry when the call failed,
 * and a way to mark the link spent (edit-password refused it).
 */
export function useResetLink(token: string): [ResetLink, () => void, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<ResetLink>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    const body: ResetTokenInput = { token };
    const check = token
      ? api.post<ResetTokenResult>('/api/reset-password/authen', body)
      : Promise.reject(new ApiError(Messages.resetTokenInvalid, 400));
    check
      .then((result) => {
        if (current) setLink({ status: 'valid', account: result.decoded });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLink(
          isInvalidLink(error)
            ? { status: 'invalid' }
            : { status: 'failed', message: errorMessage(error) },
        );
      });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => {
    setLink({ status: 'checking' });
    setAttempt((count) => count + 1);
  }, []);
  const spent = useCallback(() => setLink({ status: 'invalid' }), []);
  return [link, retry, spent];
}
