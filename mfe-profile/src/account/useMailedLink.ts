import { useEffect, useState } from 'react';
import type { MessageCode } from '@dating/contracts';
import { ApiError, errorMessage } from '@dating/portal';

/** Where opening a mailed link stands. */
export type LinkOutcome<Result> =
  | { status: 'working' }
  | { status: 'done'; result: Result }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/**
 * Spends a mailed link's token (`open`, once per token: see `oncePerToken`) and says how it
 * went: `invalid` for a missing token or the refusal coded `invalidMessage`, `failed` for anything
 * else, which `retry` asks again.
 */
export function useMailedLink<Result>(
  token: string,
  open: (token: string) => Promise<Result>,
  invalidMessage: MessageCode,
): { outcome: LinkOutcome<Result>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    token: string;
    attempt: number;
    outcome: LinkOutcome<Result>;
  } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const settle = (outcome: LinkOutcome<Result>) => {
      if (current) setAnswer({ token, attempt, outcome });
    };
    open(token).then(
      (result) => settle({ status: 'done', result }),
      (error: unknown) =>
        settle(
          error instanceof ApiError && error.code === invalidMessage
            ? { status: 'invalid' }
            : { status: 'failed', message: errorMessage(error) },
        ),
    );
    return () => {
      current = false;
    };
  }, [token, attempt, open, invalidMessage]);

  let outcome: LinkOutcome<Result> = { status: 'working' };
  if (!token) outcome = { status: 'invalid' };
  else if (answer?.token === token && answer.attempt === attempt) outcome = answer.outcome;
  return { outcome, retry: () => setAttempt((n) => n + 1) };
}
