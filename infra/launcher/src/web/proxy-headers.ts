import type http from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { proxySecretHeader, requestIdHeader } from '@dating/server';

/**
 * The headers of one hop (RFC 9110 §7.6.1), and every `proxy-*` one: the proxy sets its own on
 * each side and passes none of these on, in either direction.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers this proxy writes itself: Host names the gateway (host:port, as every client
 * of it would), X-Forwarded-* say what this origin knows, never what the client claims, its
 * proof of them is its own, so is the request's id, and Expect was answered here (node:http
 * sends the 100 Continue).
 */
const setByThisProxy = new Set([
  'host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  proxySecretHeader,
  requestIdHeader,
  'expect',
]);

/** Answer headers this proxy writes itself. */
const setOnAnswers = new Set(['x-served-by']);

function isHopByHop(name: string): boolean {
  return hopByHop.has(name) || name.startsWith('proxy-');
}

/** Connection options that name no header: nearly every message says one of these alone. */
const connectionOptions = new Set(['keep-alive', 'close', 'upgrade']);

/** The header names a Connection header lists: they are this hop's only (RFC 9110 §7.6.1). */
function listedIn(connection: string): string[] {
  const lowerCase = connection.toLowerCase();
  if (connectionOptions.has(lowerCase)) return [];
  return lowerCase
    .split(',')
    .map((token) => token.trim())
    .filter((name) => name !== '' && !connectionOptions.has(name));
}

/**
 * The end-to-end headers of a message as node:http read them (`rawHeaders`: name, value,
 * name, value…, in their order and spelling, repeated ones repeated), without the hop-by-hop
 * ones and those in `leftOut`.
 */
export function endToEndHeaders(raw: readonly string[], leftOut: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  const connectionListed: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    const value = raw[index + 1] as string;
    const lowerName = name.toLowerCase();
    if (lowerName === 'connection') connectionListed.push(...listedIn(value));
    if (isHopByHop(lowerName) || leftOut.has(lowerName)) continue;
    kept.push(name, value);
  }
  return connectionListed.length === 0 ? kept : withoutNames(kept, new Set(connectionListed));
}

function withoutNames(headers: readonly string[], names: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < headers.length; index += 2) {
    const name = headers[index] as string;
    if (!names.has(name.toLowerCase())) kept.push(name, headers[index + 1] as string);
  }
  return kept;
}

/** Who may name the client in X-Forwarded-For: proxy-addr's test, as Fastify compiles it. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/** `trustProxy` (proxy-addr syntax, comma-separated) as Fastify reads it; undefined for none. */
export function trustedProxies(trustProxy: string | undefined): TrustedProxies | undefined {
  if (!trustProxy) return undefined;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

/** The last of a header's values (node:http joins repeated ones with commas). */
function lastEntry(value: string | string[]): string {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const index = joined.lastIndexOf(',');
  return (index === -1 ? joined : joined.slice(index + 1)).trim();
}

function sentByTrustedProxy(request: http.IncomingMessage, trusted: TrustedProxies): boolean {
  const address = request.socket.remoteAddress;
  return address !== undefined && trusted(address, 0);
}

function clientAddress(request: http.IncomingMessage, trusted: TrustedProxies | undefined): string {
  return (trusted === undefined ? request.socket.remoteAddress : proxyAddr(request, trusted)) ?? '';
}

function clientScheme(request: http.IncomingMessage, trusted: TrustedProxies | undefined): string {
  const claimed = request.headers['x-forwarded-proto'];
  if (trusted !== undefined && claimed && sentByTrustedProxy(request, trusted))
    return lastEntry(claimed);
  return 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
}

/**
 * What this origin knows of the client, as Fastify's request.ip and request.protocol say it:
 * the connecting address and scheme, unless a trusted proxy in front named them; never what the
 * client claims, for the gateway trusts this proxy (TRUST_PROXY) and keys its rate limits on it.
 */
function forwardedHeaders(
  request: http.IncomingMessage,
  trusted: TrustedProxies | undefined,
): string[] {
  return [
    'x-forwarded-for',
    clientAddress(request, trusted),
    'x-forwarded-proto',
    clientScheme(request, trusted),
    'x-forwarded-host',
    request.headers.host ?? '',
  ];
}

/** True when the request comes with a body (a length, or chunks). */
export function hasBody(request: http.IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * The headers to send the gateway at `host` for the client's request `requestId`, with
 * `proxySecret` as the proof that this proxy wrote its X-Forwarded-* and the id (when the
 * gateway asks for one).
 */
export function gatewayRequestHeaders(
  request: http.IncomingMessage,
  host: string,
  trusted: TrustedProxies | undefined,
  requestId: string,
  proxySecret?: string,
): string[] {
  const headers = endToEndHeaders(request.rawHeaders, setByThisProxy);
  headers.push('host', host, ...forwardedHeaders(request, trusted), requestIdHeader, requestId);
  if (proxySecret !== undefined) headers.push(proxySecretHeader, proxySecret);
  // This hop's framing: a body of unknown length goes on in chunks, whatever the method.
  if (request.headers['transfer-encoding'] !== undefined && !request.headers['content-length'])
    headers.push('transfer-encoding', 'chunked');
  return headers;
}

/** The gateway's answer headers as they came, naming the gateway that served. */
export function clientAnswerHeaders(answer: http.IncomingMessage, servedBy: string): string[] {
  const headers = endToEndHeaders(answer.rawHeaders, setOnAnswers);
  headers.push('x-served-by', servedBy);
  return headers;
}
