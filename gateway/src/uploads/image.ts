import sharp from 'sharp';
import { ErrorCode, MessageCode } from '@dating/contracts';
import { ServiceException } from '@dating/server';
import { imageBounds, imageBoundsProblem, type Dimensions } from './image-bounds';

/** What we accept, judged by the bytes (sharp reads the signature), never by name or header. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** Larger images are never decoded: a small file can hide a huge bitmap. */
export const maxInputPixels = imageBounds.maxPixels;

/** An image as sharp reads it: its bytes, or the path of its file. */
export type ImageInput = Buffer | string;

const unsupported = (message: MessageCode) =>
  new ServiceException(ErrorCode.UnsupportedMediaType, message);

/** The format and size an image's header declares; no pixel is decoded. */
async function headerOf(input: ImageInput): Promise<(Dimensions & { format: string }) | undefined> {
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return undefined;
  }
}

/** A JPEG, PNG or WebP by its bytes, of a size we decode. */
export async function isAcceptedImage(input: ImageInput): Promise<boolean> {
  const header = await headerOf(input);
  return (
    header !== undefined &&
    acceptedFormats.has(header.format) &&
    imageBoundsProblem(header) === null
  );
}

/**
 * Refuses with 415, from its header alone, anything that is not a JPEG, PNG or WebP, and an
 * image whose size is outside `imageBounds`, before any pixel work.
 */
export async function assertAcceptedImage(input: ImageInput): Promise<void> {
  const header = await headerOf(input);
  if (!header || !acceptedFormats.has(header.format)) throw unsupported(MessageCode.notAnImage);
  const problem = imageBoundsProblem(header);
  if (problem) throw unsupported(problem);
}
