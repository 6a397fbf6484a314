import { type IncomingMessage } from 'node:http';
import { type FastifyInstance } from 'fastify';
import { requestIdFrom, requestIdHeader, vouchedByProxy, withRequestId } from '@dating/server';

/**
 * A request's id (Fastify's `genReqId`, so it is `request.id`): the web origin's, when it proves
 * that it wrote the request's headers (PROXY_SECRET) and the id is well formed, else a new one.
 * A client's own is never taken: it could name another's request in our logs.
 */
export function requestIdOf(request: IncomingMessage, proxySecret: string | undefined): string {
  const vouched = proxySecret !== undefined && vouchedByProxy(request.headers, proxySecret);
  return requestIdFrom(vouched ? request.headers[requestIdHeader] : undefined);
}

/**
 * Answers each request's id in `x-request-id` and handles the request as part of it, so that
 * every line logged and every call made for it carry the id.
 */
export function answerRequestIds(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    // Fastify carries the context on over the body's arrival to the handler and the answer.
    withRequestId(request.id, done);
  });
}
