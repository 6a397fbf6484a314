import { type ServerOptions } from 'node:http';
import { type GatewayConfig } from '../config';

/** Every request's headers, from its first byte: they come in one packet or two. */
const headersMs = 20_000;

/** The most often node looks for requests past their deadline. */
const longestCheckIntervalMs = 30_000;

export interface ServerDeadlines {
  /** Fastify's `requestTimeout`: the whole request, body included. */
  requestTimeout: number;
  /** The options node's server is made with (the checks start with it). */
  http: ServerOptions;
}

/**
 * Node's own deadlines for the gateway's server: a bound on every request's body, past an
 * upload's own progress rule (body-progress.ts: that answers first, with the JSON envelope,
 * also when the member check before it took a while), and on its headers. A request is timed
 * only until it has arrived whole: the live feed (a GET, nothing to send after its headers)
 * stays open for as long as its answer goes on.
 */
export function serverDeadlines(
  config: Pick<GatewayConfig, 'UPLOAD_BODY_DEADLINE_MS' | 'UPLOAD_PROGRESS_WINDOW_MS'>,
): ServerDeadlines {
  const requestTimeout = config.UPLOAD_BODY_DEADLINE_MS + 2 * config.UPLOAD_PROGRESS_WINDOW_MS;
  return {
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(headersMs, requestTimeout),
      connectionsCheckingInterval: Math.min(
        longestCheckIntervalMs,
        config.UPLOAD_PROGRESS_WINDOW_MS,
      ),
    },
  };
}
