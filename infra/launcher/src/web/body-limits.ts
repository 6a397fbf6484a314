import type http from 'node:http';
import { failed, gatewayPaths, MessageCode, uploadLimits } from '@dating/contracts';
import { pathOf } from './routes';

/** The gateway's JSON body limit (its BODY_LIMIT_BYTES default). */
export const jsonBodyLimitBytes = 1024 * 1024;
/** An upload's image plus its multipart framing; the gateway checks the image's own size. */
export const uploadBodyLimitBytes = uploadLimits.maxBytes + 64 * 1024;

const uploadPaths: ReadonlySet<string> = new Set([gatewayPaths.upload, gatewayPaths.receiptUpload]);

/** The largest body this origin passes on for the request's path. */
export function bodyLimitFor(request: http.IncomingMessage): number {
  return uploadPaths.has(pathOf(request.url ?? '')) ? uploadBodyLimitBytes : jsonBodyLimitBytes;
}

/** The body's declared length over the limit: it is answered here, never sent on. */
export function declaredTooLarge(request: http.IncomingMessage): boolean {
  const declared = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(declared) && declared > bodyLimitFor(request);
}

const tooLarge = JSON.stringify(failed(MessageCode.payloadTooLarge));

/** How long the rest of a refused body may take to arrive before its connection is cut. */
const restOfBodyMs = 30_000;

/**
 * Answers 413 and closes the connection once the answer is out. The body that keeps coming is
 * read and dropped meanwhile (for a while at most): closing on unread bytes could reset the
 * connection under the answer, and the client would see no answer at all.
 */
export function answerTooLarge(request: http.IncomingMessage, response: http.ServerResponse): void {
  request.resume();
  const cut = setTimeout(() => request.socket.destroy(), restOfBodyMs).unref();
  request.once('close', () => clearTimeout(cut));
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(tooLarge),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(tooLarge);
}
