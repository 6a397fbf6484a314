import 'reflect-metadata';
import { type IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type RawServerDefault } from 'fastify';
import { uploadLimits } from '@dating/contracts';
import {
  createLogger,
  keepForwardedOnlyWithProof,
  NestJsonLogger,
  ObjectStorage,
} from '@dating/server';
import { AppModule } from './app.module';
import { type GatewayConfig } from './config';
import { jsonDepthWithin, maxJsonDepth } from './edge/json-depth';
import { answerRequestIds, requestIdOf } from './edge/request-ids';
import { apiSecurityHeaders } from './edge/security-headers';
import { SharedAnswers } from './edge/shared-answers';
import { serverDeadlines } from './uploads/server-deadlines';

/** How long the rest of a body answered early may take to arrive before its connection is cut. */
const restOfBodyMs = 30_000;

/**
 * An answer given before the whole body was read (an upload refused at its first part): the
 * rest is read and dropped, so the connection goes on to its next request (nginx and the
 * launcher keep connections to the gateway). Left unread, the next request on it was never
 * read; closed at once, the unread bytes would reset the connection and could lose the answer.
 */
function readTheRestAway(request: IncomingMessage): void {
  request.unpipe();
  request.resume();
  const cut = setTimeout(() => request.socket.destroy(), restOfBodyMs).unref();
  request.once('end', () => clearTimeout(cut));
  request.once('close', () => clearTimeout(cut));
}

const tooDeep = () =>
  Object.assign(new Error(`JSON nested deeper than ${maxJsonDepth}`), { statusCode: 400 });

/** Builds the gateway application (listening is up to the caller). */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    genReqId: (request: IncomingMessage) => requestIdOf(request, config.PROXY_SECRET),
    ...serverDeadlines(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    adapter,
    {
      logger: new NestJsonLogger(logger),
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  answerRequestIds(fastify);
  const proxySecret = config.PROXY_SECRET;
  fastify.addHook('onRequest', (request, reply, done) => {
    // Before anything reads request.ip, which Fastify works out from these headers when asked.
    if (proxySecret !== undefined) keepForwardedOnlyWithProof(request.raw.headers, proxySecret);
    reply.headers(apiSecurityHeaders);
    done();
  });
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.raw.complete) readTheRestAway(request.raw);
    done(null, payload);
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: config.BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body.toString('utf8');
      // Bounded before parsing: a body nested thousands deep is refused, not carried on.
      if (!jsonDepthWithin(text)) done(tooDeep(), undefined);
      else parseJson(request, text, done);
    },
  );
  new SharedAnswers({
    appKey: config.APP_KEY,
    ttlMs: config.SHARED_ANSWER_CACHE_MS,
    waitMs: config.REQUEST_TIMEOUT_MS,
  }).register(fastify);
  // Only answers of 1 KB or more (search pages, profiles): below that, compressing costs more
  // than the bytes it saves. The web tier in front passes the gateway's encoding on.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes, files: 1 } });
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.get(ObjectStorage).ensureBuckets();
  return app;
}
