import { type FastifyRequest } from 'fastify';
import { ErrorCode, Messages, uploadLimits } from '@dating/contracts';
import { badRequest, ServiceException } from '@dating/server';
import { assertAcceptedImage } from './image';

/**
 * The bytes of the multipart field `image`: 413 beyond the upload limit, 415 when they are not
 * an image we take (judged by its header, before any pixel work by anyone).
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(Messages.imageRequired);
  const part = await request.file({
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 20, parts: 21 },
  });
  if (!part || part.fieldname !== 'image') throw badRequest(Messages.imageRequired);
  const tooLarge = () => new ServiceException(ErrorCode.PayloadTooLarge, Messages.imageTooLarge);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw error;
  }
  // When the limit falls on a chunk boundary, toBuffer() answers the first `maxBytes` bytes
  // without an error: the stream is marked truncated all the same.
  if (part.file.truncated) throw tooLarge();
  await assertAcceptedImage(bytes);
  return bytes;
}
