import { type Readable } from 'node:stream';

/**
 * How fast an upload's body must arrive. A minimum progress per window rather than one short
 * deadline: a member on a slow mobile link (256 kbit/s: 8 MB in about 4.4 minutes) keeps
 * going as long as bytes keep coming, while a body that trickles (a few bytes now and then, to
 * hold the connection and whatever it holds) is cut within one window; the total bounds a body
 * that brings just enough in each window for a very long time.
 */
export interface ProgressRule {
  /** Each window of this length must bring at least `minBytesPerWindow`. */
  windowMs: number;
  minBytesPerWindow: number;
  /** The whole body, from the moment it starts to be read. */
  deadlineMs: number;
}

/** Why a body was cut. */
export type Stall = 'too slow' | 'too long';

/** After a window of `windowMs`: whether it brought enough. */
export function windowVerdict(rule: ProgressRule, bytesInWindow: number): 'on pace' | 'too slow' {
  return bytesInWindow >= rule.minBytesPerWindow ? 'on pace' : 'too slow';
}

/**
 * Watches a body stream (already flowing: it is piped somewhere) against the rule and calls
 * `onStall` once when it falls behind. Call the answer to stop watching (always, in a finally).
 */
export function watchBodyProgress(
  body: Readable,
  rule: ProgressRule,
  onStall: (why: Stall) => void,
): () => void {
  let inWindow = 0;
  const count = (chunk: Buffer | string) => {
    inWindow += chunk.length;
  };
  const stop = () => {
    clearInterval(window);
    clearTimeout(deadline);
    body.off('data', count);
  };
  const stall = (why: Stall) => {
    stop();
    onStall(why);
  };
  const window = setInterval(() => {
    if (windowVerdict(rule, inWindow) === 'too slow') stall('too slow');
    inWindow = 0;
  }, rule.windowMs);
  const deadline = setTimeout(() => stall('too long'), rule.deadlineMs);
  window.unref();
  deadline.unref();
  body.on('data', count);
  return stop;
}
