import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { uploadLimits } from '@dating/contracts';
import { identityEnv, loadConfig, serviceEnv, storageEnv } from '@dating/server';

const developmentKey = 'local-dev-key';

export const configSchema = z
  .object({
    NODE_ENV: serviceEnv.NODE_ENV,
    LOG_LEVEL: serviceEnv.LOG_LEVEL,
    NATS_URL: serviceEnv.NATS_URL,
    NATS_USER: serviceEnv.NATS_USER,
    NATS_PASSWORD: serviceEnv.NATS_PASSWORD,
    REQUEST_TIMEOUT_MS: serviceEnv.REQUEST_TIMEOUT_MS,
    ...storageEnv,
    ...identityEnv,
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    GATEWAY_HOST: z.string().default('0.0.0.0'),
    APP_KEY: z.string().min(8).default(developmentKey),
    /** Largest JSON body accepted, in bytes. */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1048576),
    /** Which proxies may set X-Forwarded-For (the web server in front): proxy-addr syntax. */
    TRUST_PROXY: z.string().default('loopback'),
    /**
     * When set, X-Forwarded-* are believed only with this secret in `x-proxy-secret` as well: the
     * web origin's proof where other processes share its address (`npm start` on loopback).
     */
    PROXY_SECRET: z.string().min(16).optional(),
    /** How long a verified session stays verified before svc-auth is asked again. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300000).default(60000),
    /**
     * How often an open live feed asks again whether its session still holds, besides ending at
     * once on the session-ended events (which a NATS outage could make this replica miss).
     */
    LIVE_RECHECK_MS: z.coerce.number().int().min(1000).max(600000).default(120000),
    /** How long a receipt upload may look for a bank slip QR before it is stored without one. */
    SLIP_QR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
    /** How long an answer shared by every visitor (menu, choice lists, home cards) is kept. */
    SHARED_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
    /** How long one readiness check answers every caller of GET /api/health. */
    HEALTH_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(1500),
    /** How long svc-profile's word that a photo may be shown (or not) is kept, per file. */
    PHOTO_ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
    /**
     * Calls of one API route under way at once in this gateway; one more gets 503 with
     * Retry-After. Above the bench's 200 members browsing at once, each one call at a time.
     */
    MAX_IN_FLIGHT_PER_ROUTE: z.coerce.number().int().min(1).max(100000).default(256),
    /** Worker threads re-encoding uploaded images at once. */
    IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
    /** Uploads waiting for an image worker; beyond it, 503 with Retry-After. */
    IMAGE_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(8),
    /** How long an upload may wait for an image worker, and then how long its work may take. */
    IMAGE_DEADLINE_MS: z.coerce.number().int().min(100).max(120000).default(15000),
    /**
     * Where uploads are written while they arrive: each gateway makes a private folder (0700) in
     * it at start and sweeps what a stopped one left there.
     */
    UPLOAD_TEMP_DIR: z.string().min(1).default(path.join(os.tmpdir(), 'dating-gateway-uploads')),
    /**
     * Bytes of uploads on disk at once in this gateway; beyond it, 503 with Retry-After. Below
     * the 256 MiB /tmp the gateway's pod has in k8s (infra/k8s/base/gateway.yaml).
     */
    UPLOAD_TEMP_BYTES: z.coerce
      .number()
      .int()
      .min(uploadLimits.maxBytes)
      .max(64 * 1024 ** 3)
      .default(192 * 1024 ** 2),
    /** Uploads being received or worked on at once in this gateway; beyond it, 503. */
    UPLOADS_IN_FLIGHT: z.coerce.number().int().min(1).max(10000).default(32),
    /** Uploads one member may have under way at once; a third gets 429. */
    UPLOADS_IN_FLIGHT_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(2),
    /**
     * An upload's body must bring UPLOAD_MIN_BYTES_PER_WINDOW in every window of this length
     * (1.6 KB/s by default: far below a slow mobile link, far above a trickle), or it is cut.
     */
    UPLOAD_PROGRESS_WINDOW_MS: z.coerce.number().int().min(100).max(120000).default(10000),
    UPLOAD_MIN_BYTES_PER_WINDOW: z.coerce.number().int().min(1).max(16777216).default(16384),
    /**
     * The longest an upload's body may take in all: 8 MB at 256 kbit/s takes about 4.4 minutes.
     * Past it, or too slow for a window, the upload is answered 408 and its connection closed.
     */
    UPLOAD_BODY_DEADLINE_MS: z.coerce.number().int().min(1000).max(3600000).default(300000),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.APP_KEY !== developmentKey, {
    message: 'APP_KEY must be set to a secret value in production',
    path: ['APP_KEY'],
  });
export type GatewayConfig = z.infer<typeof configSchema>;

export const loadGatewayConfig = (env?: Record<string, string | undefined>) =>
  loadConfig(configSchema, env);

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
