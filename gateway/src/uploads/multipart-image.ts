import { pipeline } from 'node:stream/promises';
import { HttpException, HttpStatus } from '@nestjs/common';
import { type MultipartFile } from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import { ErrorCode, uploadLimits, MessageCode } from '@dating/contracts';
import { badRequest, ServiceException } from '@dating/server';
import { watchBodyProgress, type ProgressRule, type Stall } from './body-progress';
import { assertAcceptedImage } from './image';
import { imageSignatureCheck } from './image-signature';
import { type TempFile, type UploadTempArea } from './upload-temp-area';

/**
 * A body that fell behind its ProgressRule: 408 (told as `imageTimedOut`), and its connection
 * is not kept.
 */
export class UploadTooSlow extends HttpException {
  constructor(readonly why: Stall) {
    super(`upload too slow: ${why}`, HttpStatus.REQUEST_TIMEOUT);
  }
}

const tooLarge = () => new ServiceException(ErrorCode.PayloadTooLarge, MessageCode.imageTooLarge);

/** Only the field `image` is read; any other field is kept short (busboy truncates it). */
const partLimits = {
  fileSize: uploadLimits.maxBytes,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 1024,
};

/** Settles like `promise`, or rejects with the signal's reason once it is aborted. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The multipart field `image`, written to a file of the temp area as it arrives: 413 beyond
 * the upload limit (as soon as it is passed), 415 when its first bytes are not an image's
 * signature or sharp does not take its header (before any pixel work by anyone), 503 when the
 * area is full, 408 when the body falls behind `rule`. The caller removes the file it gets;
 * on any failure it is removed here.
 */
export async function receiveImageField(
  request: FastifyRequest,
  area: UploadTempArea,
  rule: ProgressRule,
): Promise<TempFile> {
  if (!request.isMultipart()) throw badRequest(MessageCode.imageRequired);
  const refused = new AbortController();
  // request.file() starts reading the body at once (it pipes it into the parser); the watch
  // counts the same chunks from then on.
  const nextFile = request.file({ limits: partLimits });
  const stopWatching = watchBodyProgress(request.raw, rule, (why) =>
    refused.abort(new UploadTooSlow(why)),
  );
  let file: TempFile | undefined;
  try {
    const part: MultipartFile | undefined = await unlessAborted(nextFile, refused.signal);
    if (!part || part.fieldname !== 'image') throw badRequest(MessageCode.imageRequired);
    part.file.once('limit', () => refused.abort(tooLarge()));
    file = area.newFile();
    await pipeline(part.file, imageSignatureCheck(), file.meter(), file.open(), {
      signal: refused.signal,
    });
    // When the limit falls on a chunk boundary, the stream ends without a word: it is marked
    // truncated all the same.
    if (part.file.truncated) throw tooLarge();
    stopWatching();
    await assertAcceptedImage(file.path);
    return file;
  } catch (error) {
    stopWatching();
    await file?.remove();
    if (refused.signal.aborted) throw refused.signal.reason as Error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw error;
  } finally {
    stopWatching();
    // A part that never came after the body was cut settles unseen.
    nextFile.catch(() => undefined);
  }
}
