import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The web origin's proof that it wrote a request's X-Forwarded-* headers. Where other local
 * processes share its address (`npm start` on loopback), a trusted address alone would let any
 * of them name whatever client it likes and so step around every per-address limit.
 */
export const proxySecretHeader = 'x-proxy-secret' as const;

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/** Whether `headers` carry `secret` as the proxy's proof (compared in constant time). */
export function vouchedByProxy(headers: IncomingHttpHeaders, secret: string): boolean {
  const claimed = headers[proxySecretHeader];
  if (typeof claimed !== 'string') return false;
  return timingSafeEqual(digestOf(claimed), digestOf(secret));
}

/**
 * Drops the X-Forwarded-* headers of a request the proxy did not vouch for, and the proof
 * itself, so that nothing after it sees either: the client is then the connecting address.
 */
export function keepForwardedOnlyWithProof(headers: IncomingHttpHeaders, secret: string): void {
  if (!vouchedByProxy(headers, secret)) {
    delete headers['x-forwarded-for'];
    delete headers['x-forwarded-proto'];
    delete headers['x-forwarded-host'];
  }
  delete headers['x-proxy-secret'];
}
