import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import S3rver, { type S3rverContext, type S3rverMiddleware } from 's3rver';
import awsAccounts from 's3rver/lib/models/account.js';
import S3Error from 's3rver/lib/models/error.js';
import { type RunningServer } from './nats-server';

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
}

export interface LocalS3 extends RunningServer {
  port: number;
}

const privateFolder = 0o700;
const privateFile = 0o600;
/** How far a request's signing time may be from ours: S3's limit. */
const maxClockSkewMs = 15 * 60 * 1000;

/**
 * An S3-compatible store in this process (s3rver, from the npm registry) for machines without
 * MinIO: objects under `directory`, path-style. Only requests signed with the configured keys
 * are served, and only this user can read what it keeps. Used by the test harness and by
 * `npm start`.
 */
export async function startLocalS3(
  options: { directory: string; port?: number } & S3Credentials,
): Promise<LocalS3> {
  makeTreePrivate(options.directory);
  // s3rver's own check looks the key up here (and knows nothing of its secret for V4).
  awsAccounts.DUMMY_ACCOUNT.createKeyPair(options.accessKey, options.secretKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
  });
  // Koa composes its chain when the server starts listening: ours run before s3rver's routes.
  server.middleware.unshift(requireSignature(options), keepWrittenFilesPrivate(server.store));
  tolerateSiblingDeletes(server.store);
  const address = await server.run();
  const port = (address as { port?: unknown } | null)?.port;
  if (typeof port !== 'number') throw new Error('s3rver did not report its port');
  return { url: `http://127.0.0.1:${port}`, port, stop: () => server.close() };
}

/**
 * s3rver deletes a multi-object request's keys all at once, and each delete then removes its
 * folders while they look empty: two keys in one folder race, and the loser's readdir or rmdir
 * fails (ENOENT, ENOTEMPTY), answered as a 500 though both objects are gone. The files are
 * unlinked before that cleanup, so those two codes mean only that a sibling got there first.
 */
function tolerateSiblingDeletes(store: S3rver['store']): void {
  const deleteObject = store.deleteObject.bind(store);
  store.deleteObject = async (bucket, key) => {
    try {
      await deleteObject(bucket, key);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTEMPTY') throw error;
    }
  };
}

/** Creates `directory` 0700, or narrows what an earlier run left: folders 0700, files 0600. */
function makeTreePrivate(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: privateFolder });
  chmodSync(directory, privateFolder);
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(entryPath, privateFolder);
    else if (entry.isFile()) chmodSync(entryPath, privateFile);
  }
}

/**
 * Serves only requests signed with `credentials` (AWS Signature V4 in the Authorization header,
 * as the minio client signs). s3rver itself lets unsigned requests through and checks no V4
 * signature, only that the key is known. Presigned URLs and V2 signatures are refused: nothing
 * of ours uses them.
 */
function requireSignature(credentials: S3Credentials): S3rverMiddleware {
  return async (context, next) => {
    verifySignature(context, credentials);
    await next();
  };
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/s3\/aws4_request, ?SignedHeaders=([^\s,]+), ?Signature=([0-9a-f]{64})$/;
const amzDatePattern = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/;

function verifySignature(context: S3rverContext, credentials: S3Credentials): void {
  const [, accessKey = '', day = '', region = '', signedHeaders = '', signature = ''] =
    authorizationPattern.exec(context.get('authorization')) ?? [];
  if (signature === '') throw new S3Error('AccessDenied', 'Access Denied');
  if (accessKey !== credentials.accessKey)
    throw new S3Error(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );

  const signedAt = context.get('x-amz-date');
  const time = amzDatePattern.test(signedAt)
    ? Date.parse(signedAt.replace(amzDatePattern, '$1-$2-$3T$4:$5:$6Z'))
    : NaN;
  if (Number.isNaN(time) || !signedAt.startsWith(day))
    throw new S3Error('AccessDenied', 'AWS authentication requires a valid x-amz-date header');
  if (Math.abs(Date.now() - time) > maxClockSkewMs)
    throw new S3Error(
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );

  const queryAt = context.url.indexOf('?');
  const canonicalRequest = [
    context.method,
    queryAt === -1 ? context.url : context.url.slice(0, queryAt),
    queryAt === -1 ? '' : canonicalQuery(context.url.slice(queryAt + 1)),
    ...signedHeaders
      .split(';')
      .map((name) => `${name}:${context.get(name).trim().replace(/ +/g, ' ')}`),
    '',
    signedHeaders,
    context.get('x-amz-content-sha256'),
  ].join('\n');
  const scope = [day, region, 's3', 'aws4_request'];
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    signedAt,
    scope.join('/'),
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = scope.reduce<Buffer | string>(
    (key, part) => createHmac('sha256', key).update(part).digest(),
    `AWS4${credentials.secretKey}`,
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}

/** The query's parameters as sent (still encoded), `name=value`, sorted by name then value. */
function canonicalQuery(query: string): string {
  return query
    .split('&')
    .filter((parameter) => parameter !== '')
    .map((parameter): [string, string] => {
      const at = parameter.indexOf('=');
      return at === -1 ? [parameter, ''] : [parameter.slice(0, at), parameter.slice(at + 1)];
    })
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const bucketName = /^[a-z0-9][a-z0-9.-]*$/;

/**
 * s3rver writes with fs defaults (0644 under the usual umask): after a request that made a
 * bucket or stored an object, its folders become 0700 and its files 0600. Until then they are
 * out of other users' reach all the same, inside the store's 0700 folder.
 */
function keepWrittenFilesPrivate(store: S3rver['store']): S3rverMiddleware {
  return async (context, next) => {
    await next();
    const { bucket, key } = context.params ?? {};
    if (context.method !== 'PUT' && context.method !== 'POST') return;
    // A name with `..` in it could lead out of the store's folder: nothing there is ours to change.
    if (context.status >= 300 || bucket === undefined || !bucketName.test(bucket)) return;
    const bucketPath = store.getBucketPath(bucket);
    if (!key) return chmodIfPresent(bucketPath, privateFolder);
    const objectPath = store.getResourcePath(bucket, key, 'object');
    if (!objectPath.startsWith(bucketPath + path.sep)) return;
    let folder = objectPath;
    do {
      folder = path.dirname(folder);
      await chmodIfPresent(folder, privateFolder);
    } while (folder !== bucketPath);
    for (const file of [objectPath, `${objectPath}.md5`]) await chmodIfPresent(file, privateFile);
    await chmodIfPresent(store.getResourcePath(bucket, key, 'metadata.json'), privateFile);
  };
}

/** A part upload writes elsewhere and leaves the object's paths absent: nothing to do then. */
async function chmodIfPresent(file: string, mode: number): Promise<void> {
  try {
    await chmod(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
