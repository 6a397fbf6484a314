import { useCallback, useState } from 'react';
import { recoveryCalls, type ResetTokenResult, MessageCode } from '@dating/contracts';
import { ApiError, useCall } from '@dating/portal';

export type ResetLink =
  | { status: 'checking' }
  | { status: 'valid'; account: ResetTokenResult['decoded'] }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** The server refused the link itself (invalid, used or expired), not a failing call. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && error.code === MessageCode.resetTokenInvalid;
}

/**
 * What `recoveryCalls.resetTokenCheck` says of the link's token (a link without one is
 * invalid, unasked); a retry when the call failed, and a way to mark the link spent
 * (edit-password refused it).
 */
export function useResetLink(token: string): [ResetLink, () => void, () => void] {
  const { data, error, reload } = useCall(recoveryCalls.resetTokenCheck, token ? { token } : null);
  const [spentToken, setSpentToken] = useState<string | null>(null);
  const spent = useCallback(() => setSpentToken(token), [token]);

  let link: ResetLink = { status: 'checking' };
  if (!token || spentToken === token || isInvalidLink(error)) link = { status: 'invalid' };
  else if (error) link = { status: 'failed', message: error.message };
  else if (data) link = { status: 'valid', account: data.decoded };
  return [link, reload, spent];
}
