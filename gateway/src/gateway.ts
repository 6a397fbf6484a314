import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { gatewayRoutes, routes, uploadLimits } from '@dating/contracts';
import { createLogger, NestJsonLogger, ObjectStorage } from '@dating/server';
import { AppModule } from './app.module';
import { type GatewayConfig } from './config';
import { openApiDocument } from './docs/openapi';
import { apiSecurityHeaders } from './edge/security-headers';
import { SharedAnswers } from './edge/shared-answers';

/** Builds the gateway application (listening is up to the caller). */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    adapter,
    {
      logger: new NestJsonLogger(logger),
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(apiSecurityHeaders);
    done();
  });
  // An answer given before the whole body was read (an upload refused at its first part): no
  // one reads the rest, so the connection can carry no other request. Kept open, the next
  // request on it (nginx and the launcher keep connections to the gateway) would never be read.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
  new SharedAnswers({
    appKey: config.APP_KEY,
    ttlMs: config.SHARED_ANSWER_CACHE_MS,
    waitMs: config.REQUEST_TIMEOUT_MS,
  }).register(fastify);
  // Only answers of 1 KB or more (search pages, profiles): below that, compressing costs more
  // than the bytes it saves. The web tier in front passes the gateway's encoding on.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes, files: 1 } });
  SwaggerModule.setup(gatewayRoutes.docs, app, openApiDocument(routes) as unknown as OpenAPIObject);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.get(ObjectStorage).ensureBuckets();
  return app;
}
