import { type FastifyRequest } from 'fastify';
import { ErrorCode, Messages, uploadLimits } from '@dating/contracts';
import { badRequest, ServiceException } from '@dating/server';

/** The bytes of the multipart field `image`; 413 beyond the upload limit. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(Messages.imageRequired);
  const part = await request.file({
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 20, parts: 21 },
  });
  if (!part || part.fieldname !== 'image') throw badRequest(Messages.imageRequired);
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new ServiceException(ErrorCode.PayloadTooLarge, Messages.imageTooLarge);
    throw error;
  }
}
